/// Strata's property wrappers that code as their wrapped property: a wrapped property
/// `count` is stored as `_count`, but its coding key, its name in
/// ``JSONSerializing/propertyKeys`` and its entry in
/// ``JSONSerializing/dictionaryValue()`` are `count`. Reflection sees only `_count`, and
/// cannot tell a wrapper's storage from a property that is really named so; a wrapper of
/// one of these types can be told.
///
/// The wrapper itself is the entry's value: each encodes as its wrapped value (a
/// ``Polymorphic`` value with its discriminator) and decodes back from it.
protocol WrappedPropertyStorage {}

extension Default: WrappedPropertyStorage {}
extension DefaultOnInvalid: WrappedPropertyStorage {}
extension Lenient: WrappedPropertyStorage {}
extension LossyArray: WrappedPropertyStorage {}
extension LossyDictionary: WrappedPropertyStorage {}
extension Polymorphic: WrappedPropertyStorage {}
