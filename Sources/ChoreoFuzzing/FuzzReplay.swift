import Foundation

/// Runs fuzz inputs from files: the fuzz executables' behaviour in a normal build (without
/// libFuzzer), to replay a corpus or a crashing input under a debugger.
public enum FuzzReplay {
    /// Every regular file in `paths` (directories are read one level deep), sorted by path.
    public static func files(in paths: [String]) -> [URL] {
        var files: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { !$0.hasPrefix(".") }.map { url.appendingPathComponent($0) }
            } else {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Replays the files named on the command line through `target`, printing each violation;
    /// the exit status is 1 when any input broke an invariant.
    @MainActor
    public static func main(_ target: ([UInt8]) -> [String]) -> Never {
        let files = files(in: Array(CommandLine.arguments.dropFirst()))
        var failed = 0
        for file in files {
            guard let data = try? Data(contentsOf: file) else { continue }
            let violations = target([UInt8](data))
            for violation in violations { print("\(file.lastPathComponent): \(violation)") }
            if !violations.isEmpty { failed += 1 }
        }
        print("replayed \(files.count) inputs, \(failed) failed")
        exit(failed == 0 ? 0 : 1)
    }
}
