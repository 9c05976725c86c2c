/// The example's sections, numbered in the order they run, each naming the file that
/// holds its code so that a reader can open it.
final class Sections {
    private var count = 0

    /// Prints the heading of the next section, whose code is in `file`.
    func start(_ title: String, file: String = #fileID) {
        count += 1
        let name = file.split(separator: "/").last.map(String.init) ?? file
        print("\n== \(count). \(title)")
        print("   (the code: Sources/strata-example/\(name))")
    }
}
