import Foundation
import KeyboardBenchKit

/// Runs `keyboard-bench [--quick | --full]`.
///
/// Per-event cost of KeyboardAvoidance on the headless model, against a tree-walking
/// baseline. Build with `-c release` for meaningful numbers.
@MainActor
func runKeyboardBench(_ arguments: [String]) -> Int32 {
  let quick = arguments.contains("--quick")
  guard arguments.allSatisfy({ $0 == "--quick" || $0 == "--full" || $0 == "--probe" }) else {
    FileHandle.standardError.write(Data("usage: keyboard-bench [--quick | --full]\n".utf8))
    return 2
  }
  if arguments.contains("--probe") { print(BenchProbe.run()); return 0 }
  print(BenchSuite(quick: quick).run())
  return 0
}

exit(MainActor.assumeIsolated { runKeyboardBench(Array(CommandLine.arguments.dropFirst())) })
