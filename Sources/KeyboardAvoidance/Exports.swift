@_exported public import KeyboardAvoidanceCore
@_exported public import KeyboardAvoidanceEngine
