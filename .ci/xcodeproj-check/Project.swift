import Foundation

/// One object of a project's `objects` dictionary: its id and its fields as the property-list
/// parser read them.
struct ProjectObject {
  /// The object's key in `objects`.
  let id: String
  /// The object's dictionary.
  let fields: [String: Any]

  /// The object's class, such as `PBXNativeTarget`.
  var isa: String { string("isa") ?? "" }

  /// The field's value when it is a string.
  func string(_ key: String) -> String? { fields[key] as? String }

  /// The field's value when it is a list of strings (such as a list of ids), else none.
  func strings(_ key: String) -> [String] { fields[key] as? [String] ?? [] }

  /// The field's value when it is a dictionary, else an empty one.
  func dictionary(_ key: String) -> [String: Any] { fields[key] as? [String: Any] ?? [:] }
}

/// Why a project file could not be read as Xcode reads it.
struct ProjectLoadError: Error, CustomStringConvertible {
  /// What went wrong, with the parser's own words where it gave some.
  let description: String
}

/// A `project.pbxproj` read by the property-list parser Xcode uses (CoreFoundation's, which
/// swift-corelibs-foundation shares), with the text it came from.
struct Project {
  /// The `project.pbxproj` file.
  let file: URL
  /// Its text, for what the parsed dictionary cannot show (keys written twice).
  let text: String
  /// Every object, by id.
  let objects: [String: ProjectObject]
  /// The id of the `PBXProject` object.
  let rootID: String

  /// The folder the project's paths start from: the one holding the `.xcodeproj`.
  var directory: URL { file.deletingLastPathComponent().deletingLastPathComponent() }

  /// The project's name: its `.xcodeproj` folder's, without the extension.
  var name: String { file.deletingLastPathComponent().deletingPathExtension().lastPathComponent }

  /// The `PBXProject` object.
  var root: ProjectObject? { objects[rootID] }

  /// The object an id names, if any.
  func object(_ id: String?) -> ProjectObject? { id.flatMap { objects[$0] } }

  /// Every object of one class, in id order so that reports come out the same each run.
  func objects(isa: String) -> [ProjectObject] {
    objects.values.filter { $0.isa == isa }.sorted { $0.id < $1.id }
  }

  /// The project's native targets.
  var targets: [ProjectObject] { objects(isa: "PBXNativeTarget") }

  /// The file name of the product a target builds, such as `KeyboardSample.app`.
  func productFileName(of target: ProjectObject) -> String? {
    object(target.string("productReference"))?.string("path")
  }

  /// The objects a list field of an object names, leaving out ids that name nothing.
  func objects(_ key: String, of owner: ProjectObject) -> [ProjectObject] {
    owner.strings(key).compactMap { objects[$0] }
  }
}

extension Project {
  /// Parses a project file in the OpenStep format, failing with the parser's message (such as
  /// "Missing ';' on line 61") where Xcode would call the project damaged.
  static func load(_ file: URL) throws(ProjectLoadError) -> Project {
    guard let data = try? Data(contentsOf: file),
      let text = String(data: data, encoding: .utf8)
    else { throw ProjectLoadError(description: "cannot read it as UTF-8 text") }
    var format = PropertyListSerialization.PropertyListFormat.openStep
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, format: &format)
    } catch {
      throw ProjectLoadError(description: "damaged: \(parserMessage(error))")
    }
    guard format == .openStep else {
      throw ProjectLoadError(description: "not in the OpenStep format Xcode writes")
    }
    guard let top = plist as? [String: Any],
      let objects = top["objects"] as? [String: Any],
      let rootID = top["rootObject"] as? String
    else { throw ProjectLoadError(description: "no `objects` dictionary or `rootObject`") }
    var parsed: [String: ProjectObject] = [:]
    for (id, value) in objects {
      guard let fields = value as? [String: Any] else {
        throw ProjectLoadError(description: "object \(id) is not a dictionary")
      }
      parsed[id] = ProjectObject(id: id, fields: fields)
    }
    return Project(file: file, text: text, objects: parsed, rootID: rootID)
  }
}

/// The old-style (OpenStep) parser's own message, such as "Missing ';' on line 61".
///
/// CoreFoundation files it under this key beside the XML parser's (that the text does not
/// start with `<`). On Linux the inner error is a bare CFError, so its message is read from
/// its description, where it is the first quoted text.
private func parserMessage(_ error: any Error) -> String {
  let info = (error as NSError).userInfo
  let fallback = info[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
  guard let oldStyle = info["kCFPropertyListOldStyleParsingError"] else { return fallback }
  if let message = (oldStyle as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String {
    return message
  }
  let quoted = String(describing: oldStyle).split(separator: "\"", omittingEmptySubsequences: false)
  return quoted.count > 2 ? String(quoted[1]) : String(describing: oldStyle)
}
