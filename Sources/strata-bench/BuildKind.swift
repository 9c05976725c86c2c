/// Which build of Strata the benchmark runs: the figures of a debug build measure what an
/// app's debug build costs, not Strata's speed.
///
/// SwiftPM and Xcode compile every package of an app's debug build without optimization
/// (`-Onone`), and define `DEBUG` there, as they do for this executable and the library it
/// links in `swift run strata-bench`. Foundation is the system's optimized library in
/// both builds, so in a debug build the table sets unoptimized Strata beside optimized
/// Foundation, which is what a newcomer's `swift run` of an app shows.
enum BuildKind {
    #if DEBUG
    static let isDebug = true
    #else
    static let isDebug = false
    #endif

    /// Printed first by a debug build.
    static let debugBanner = """
        debug build: Strata is compiled without optimization (-Onone), as SwiftPM and Xcode compile every package in an
        app's debug build; Foundation is the system's optimized library in either build. These figures are what a debug
        build costs; `swift run -c release strata-bench` measures Strata's speed. The streaming rows are left out unless
        asked for (--streaming-only).
        """
}
