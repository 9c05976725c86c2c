/// A marker that every protocol through which a type customizes Strata's coding
/// refines (``JSONSerializing``, ``JSONCluster``, and the internal protocols of Strata's
/// property wrappers, of `[String: Value]` and of arrays, which the decoder reads
/// without `Array.init(from:)`).
///
/// The coders ask what each type they meet customizes once per type. A type that
/// customizes nothing, as most do, then costs one failed conformance lookup instead of
/// one per customization protocol, which makes a first call cheaper. Not for
/// conformance by hand; a type that conforms to it and to nothing that refines it is
/// coded as usual.
public protocol _StrataCodingCustomization {}

extension Dictionary: _StrataCodingCustomization where Key == String {}

extension Array: _StrataCodingCustomization {}
