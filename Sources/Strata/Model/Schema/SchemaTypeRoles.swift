import Foundation

/// What a collection type is to a schema, found by a cast (the types are generic, so
/// their element types are only known through these conformances).
protocol SchemaSequence {
    static var schemaElementType: Any.Type { get }
}

extension Array: SchemaSequence {
    static var schemaElementType: Any.Type { Element.self }
}

extension ContiguousArray: SchemaSequence {
    static var schemaElementType: Any.Type { Element.self }
}

// A set decodes from an array with repeated elements (it keeps one), so its schema
// does not ask for unique items.
extension Set: SchemaSequence {
    static var schemaElementType: Any.Type { Element.self }
}

protocol SchemaDictionary {
    static var schemaKeyType: Any.Type { get }
    static var schemaValueType: Any.Type { get }
}

extension Dictionary: SchemaDictionary {
    static var schemaKeyType: Any.Type { Key.self }
    static var schemaValueType: Any.Type { Value.self }
}

/// What one of Strata's property wrappers does to its value's JSON.
enum SchemaWrapperRole {
    /// ``Default``: absent or `null` is the default.
    case defaulted(inner: Any.Type, defaultValue: Any)
    /// ``DefaultOnInvalid``: anything that does not decode is the default.
    case defaultOnInvalid(inner: Any.Type, defaultValue: Any)
    /// ``Lenient``: the value's other spellings are accepted.
    case lenient(inner: Any.Type)
    /// ``LossyArray``: elements that do not decode are dropped.
    case lossyArray(element: Any.Type)
    /// ``LossyDictionary``: members that do not decode are dropped.
    case lossyDictionary(value: Any.Type)
    /// ``Transform``: the transformer's JSON.
    case transform(any Transformer)
    /// ``JSONKey``: the value, at the wrapper's paths.
    case keyPaths(inner: Any.Type, valueIsOptional: Bool)
    /// ``JSONIgnored``: never read or written.
    case ignored
    /// ``Tristate``: absent, `null` or a value.
    case tristate(inner: Any.Type)
    /// ``Polymorphic``: the cluster's values.
    case polymorphic(cluster: Any.Type)
}

protocol SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { get }
}

extension Default: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .defaulted(inner: Provider.Value.self, defaultValue: Provider.defaultValue) }
}

extension DefaultOnInvalid: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .defaultOnInvalid(inner: Provider.Value.self, defaultValue: Provider.defaultValue) }
}

extension Lenient: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .lenient(inner: Value.self) }
}

extension LossyArray: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .lossyArray(element: Element.self) }
}

extension LossyDictionary: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .lossyDictionary(value: Value.self) }
}

extension Transform: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .transform(T()) }
}

extension JSONKey: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .keyPaths(inner: Value.self, valueIsOptional: valueIsOptional) }
}

extension JSONIgnored: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .ignored }
}

extension Tristate: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .tristate(inner: Value.self) }
}

extension Polymorphic: SchemaWrapper {
    static var schemaRole: SchemaWrapperRole { .polymorphic(cluster: Cluster.self) }
}
