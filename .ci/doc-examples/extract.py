"""Writes every ```swift block of the documentation as Swift files for .ci/check-doc-examples.

Usage: extract.py ROOT OUT. Reads ROOT/README.md, the DocC catalog's articles and the doc
comments of the public API, and writes under OUT:
  app/      Scaffold.swift and one file per fragment an app would paste (real SDK and stub)
  readme/   the same for README.md's fragments, so that README and catalog fail apart
  tests/    the fragments that assert with XCTest (stub only; they join app/ there)
  file-N/   one folder per whole-file block (a module of its own, so two files may declare
            the same type); a whole file importing XCTest, Testing or SwiftUI is stub-only
            and its folder is named test-N or swiftui-N.
Errors point at the Markdown or Swift source line (#sourceLocation).
"""
import glob
import os
import re
import sys

ROOT, OUT = sys.argv[1], sys.argv[2]
SCAFFOLD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Scaffold.swift")
SKIP = re.compile(r"<!--\s*not-checked:\s*(.+?)\s*-->")
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension", "typealias"}
MEMBER_KEYWORDS = {"func", "init", "deinit", "subscript"} | TYPE_KEYWORDS - {"extension"}
MODIFIERS = {"private", "fileprivate", "internal", "public", "open", "final", "override",
             "static", "lazy", "weak", "unowned", "nonisolated", "mutating", "required",
             "convenience", "dynamic"}


def blocks_of_markdown(path):
    """(line of the first code line, code, skip reason or None) for each ```swift block."""
    lines = open(path).read().split("\n")
    found, i = [], 0
    while i < len(lines):
        fence = re.match(r"^( *)```(\w*)\s*$", lines[i])
        if not fence:
            i += 1
            continue
        indent, lang, start = len(fence.group(1)), fence.group(2), i
        i += 1
        while i < len(lines) and not re.match(r"^ *```\s*$", lines[i]):
            i += 1
        if lang == "swift":
            before = next((l for l in reversed(lines[:start]) if l.strip()), "")
            skip = SKIP.search(before)
            code = "\n".join(l[indent:] if l[:indent].strip() == "" else l
                             for l in lines[start + 1:i])
            found.append((start + 2, code, skip.group(1) if skip else None))
        i += 1
    return found


def blocks_of_swift(path):
    """The ```swift blocks inside the /// doc comments of a Swift file."""
    found, lines = [], open(path).read().split("\n")
    i = 0
    while i < len(lines):
        if re.match(r"^\s*/// ```swift\s*$", lines[i]):
            start, body = i, []
            i += 1
            while i < len(lines) and not re.match(r"^\s*/// ```\s*$", lines[i]):
                body.append(re.sub(r"^\s*/// ?", "", lines[i]))
                i += 1
            found.append((start + 2, "\n".join(body), None))
        i += 1
    return found


def depth_change(line):
    """Open minus closed brackets of a line, ignoring strings and // comments."""
    code = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    code = code.split("//", 1)[0]
    return sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")


def top_level_items(code):
    """Splits a block into top-level items: (first line index, lines, kind)."""
    items, current, pending, depth = [], None, [], 0
    for index, line in enumerate(code.split("\n")):
        stripped = line.strip()
        continues = re.match(r"^(\.|\)|\]|\}|&&|\|\||\?|:|\+|-|\*|/[^/]|==|!=)", stripped)
        if depth == 0 and stripped and not continues and not stripped.startswith("//") \
                and not (current and re.match(r"^@\w+(\(.*\))?$", current[1][-1].strip())):
            current = [index - len(pending), pending + [line]]
            items.append(current)
            pending = []
        elif current is None or (depth == 0 and (not stripped or stripped.startswith("//"))):
            pending.append(line)
        else:
            current[1].append(line)
        depth += depth_change(line)
    if current and pending:
        current[1].extend(pending)
    return [(start, lines, kind_of(lines)) for start, lines in items]


def kind_of(lines):
    words = re.findall(r"@\w+(?:\([^)]*\))?|[A-Za-z_]+", " ".join(
        l for l in lines if not l.strip().startswith("//")))
    modified = False
    for word in words:
        if word.startswith("@") or word in MODIFIERS:
            modified = True
            continue
        if word == "import":
            return "import"
        if word == "extension":
            return "extension"
        if word in MEMBER_KEYWORDS:
            return "type" if word in TYPE_KEYWORDS else "member"
        if word in ("var", "let"):
            return "member" if modified else "statement"
        return "statement"
    return "statement"


def located(source, line, text):
    return f'#sourceLocation(file: "{source}", line: {line})\n{text}\n#sourceLocation()\n'


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        out.write(text)


def main():
    sources = [os.path.join(ROOT, "README.md")]
    sources += sorted(glob.glob(os.path.join(
        ROOT, "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/**/*.md"), recursive=True))
    sources += sorted(glob.glob(os.path.join(ROOT, "Sources/KeyboardAvoidance/API/*.swift")))
    sources += sorted(glob.glob(os.path.join(ROOT, "Sources/KeyboardAvoidance/SwiftUI/*.swift")))
    sources += sorted(glob.glob(os.path.join(ROOT, "Sources/KeyboardAvoidanceTesting/**/*.swift"),
                                recursive=True))
    for folder in ("app", "readme"):
        write(os.path.join(OUT, folder, "Scaffold.swift"), open(SCAFFOLD).read())
    counts = {"whole files": 0, "fragments": 0, "test fragments": 0, "skipped": 0}
    stub_only = 0
    for source in sources:
        shown = os.path.relpath(source, ROOT)
        blocks = blocks_of_markdown(source) if source.endswith(".md") else blocks_of_swift(source)
        for first, code, skip in blocks:
            where = f"{shown}:{first}"
            if skip:
                counts["skipped"] += 1
                print(f"skipped {where}: {skip}")
                continue
            items = top_level_items(code)
            kinds = {kind for _, _, kind in items}
            name = re.sub(r"\W", "_", f"{os.path.splitext(os.path.basename(source))[0]}_{first}")
            if kinds <= {"import", "type", "extension"}:
                counts["whole files"] += 1
                folder = "file"
                if re.search(r"^import (XCTest|Testing)\b", code, re.M):
                    folder = "test"
                elif re.search(r"^import SwiftUI\b", code, re.M):
                    folder = "swiftui"
                stub_only += folder != "file"
                write(os.path.join(OUT, f"{folder}-{name}", name + ".swift"),
                      located(shown, first, code))
                if folder == "test":
                    # The sample's tests share a helper that waits for the scene; the
                    # articles say so and show the tests, which need it beside them.
                    helper = "Sample/iOSTests/SampleTestWindow.swift"
                    if os.path.exists(os.path.join(ROOT, helper)):
                        helper = os.path.join(ROOT, helper)
                    write(os.path.join(OUT, f"{folder}-{name}", "SampleTestWindow.swift"),
                          open(helper).read())
                continue
            is_test = re.search(r"\bXCT\w+\(", code) is not None
            counts["test fragments" if is_test else "fragments"] += 1
            stub_only += is_test
            imports = {"import KeyboardAvoidance", "import UIKit"}
            if is_test:
                imports |= {"import KeyboardAvoidanceTesting", "import XCTest"}
            members, statements, extensions = [], [], []
            for start, lines, kind in items:
                text = located(shown, first + start, "\n".join(lines))
                if kind == "import":
                    imports |= {l.strip() for l in lines if l.strip().startswith("import")}
                elif kind == "extension":
                    extensions.append(text)
                elif kind in ("member", "type"):
                    members.append(text)
                else:
                    statements.append(text)
            base = "DocExampleTestCase" if is_test else "DocExampleViewController"
            body = "".join(members)
            if statements:
                body += "func example() {\n" + "".join(statements) + "}\n"
            text = "\n".join(sorted(imports)) + "\n\n"
            text += f"final class {name}: {base} {{\n{body}}}\n" + "".join(extensions)
            folder = "tests" if is_test else "readme" if shown == "README.md" else "app"
            write(os.path.join(OUT, folder, name + ".swift"), text)
    checked = sum(counts.values()) - counts["skipped"]
    print(f"{checked} Swift blocks to check ({counts['whole files']} whole files, "
          f"{counts['fragments']} fragments, {counts['test fragments']} XCTest fragments; "
          f"{stub_only} for the stubs only: XCTest, Swift Testing, SwiftUI), "
          f"{counts['skipped']} skipped")


main()
