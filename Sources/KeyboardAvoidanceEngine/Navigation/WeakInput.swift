/// An input held weakly, so that the engine's list of inputs with its Return action never
/// keeps a field alive (rule L4).
struct WeakInput {
  weak var input: AnyObject?
}
