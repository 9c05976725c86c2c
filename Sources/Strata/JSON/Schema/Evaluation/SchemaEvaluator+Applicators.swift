/// The keywords that apply subschemas: to elements, to members, and to the same value.
extension SchemaEvaluator {
    // MARK: Arrays

    mutating func applyItems(_ keywords: ArrayTable, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?) -> Bool {
        var valid = true
        var index = 0
        var elements = instance.elements(value)
        while let element = elements.next() {
            if index < keywords.prefix.count {
                if !apply(keywords.prefix[index], to: element, nil, keyword: keywords.prefixKeyword, .index(index), at: .index(index)) {
                    valid = false
                    if !reporting { return false }
                }
            } else if keywords.rest >= 0 {
                if !applyRest(keywords, element, index) {
                    valid = false
                    if !reporting { return false }
                }
            } else {
                break
            }
            index &+= 1
        }
        if let evaluated {
            if keywords.rest >= 0 { evaluated.pointee.items.insertAll() } else { evaluated.pointee.items.insert(upTo: index) }
        }
        return valid
    }

    private mutating func applyRest(_ keywords: ArrayTable, _ element: Instance.Node, _ index: Int) -> Bool {
        if nodes[Int(keywords.rest)].kind == .alwaysInvalid {
            if reporting {
                fail(
                    keywords.restKeyword, at: .index(index),
                    "Unexpected element \(index): \(keywords.restKeyword) allows no elements past the \(SchemaMessages.count(keywords.prefix.count, "element")) of \(keywords.prefixKeyword)."
                )
            }
            return false
        }
        return apply(keywords.rest, to: element, nil, keyword: keywords.restKeyword, at: .index(index))
    }

    mutating func applyContains(_ operation: SchemaOperation, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?) -> Bool
    {
        let schema = Int32(operation.a)
        let minimum = operation.b
        let maximum = operation.c
        var matches = 0
        var index = 0
        var elements = instance.elements(value)
        while let element = elements.next() {
            let matched = muted { $0.apply(schema, to: element, nil, keyword: "contains", at: .index(index)) }
            if exceededDepth { return false }
            if matched {
                matches &+= 1
                evaluated?.pointee.items.insert(index)
                // Enough found, and nothing else to learn.
                if evaluated == nil && maximum < 0 && matches >= minimum { return true }
            }
            index &+= 1
        }
        if matches < minimum {
            if reporting {
                if minimum == 1 {
                    fail(
                        "contains",
                        "Expected an array with an element that matches the schema of contains but found none among \(SchemaMessages.count(index, "element"))."
                    )
                } else {
                    fail(
                        "minContains",
                        "Expected at least \(SchemaMessages.count(minimum, "element")) matching the schema of contains but found \(matches) among \(SchemaMessages.count(index, "element"))."
                    )
                }
            }
            return false
        }
        if maximum >= 0 && matches > maximum {
            if reporting {
                fail(
                    "maxContains",
                    "Expected at most \(SchemaMessages.count(maximum, "element")) matching the schema of contains but found \(matches)."
                )
            }
            return false
        }
        return true
    }

    mutating func applyUnevaluatedItems(_ schema: Int32, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>) -> Bool {
        guard !evaluated.pointee.items.containsAll else { return true }
        var valid = true
        var index = 0
        var elements = instance.elements(value)
        while let element = elements.next() {
            if !evaluated.pointee.items.contains(index) {
                if nodes[Int(schema)].kind == .alwaysInvalid {
                    if reporting {
                        fail(
                            "unevaluatedItems", at: .index(index),
                            "Unexpected element \(index): unevaluatedItems allows no element that other keywords did not evaluate.")
                    }
                    valid = false
                } else if !apply(schema, to: element, nil, keyword: "unevaluatedItems", at: .index(index)) {
                    valid = false
                }
                if !valid && !reporting { return false }
            }
            index &+= 1
        }
        if valid { evaluated.pointee.items.insertAll() }
        return valid
    }

    // MARK: Objects

    mutating func applyObjectKeywords(_ tableIndex: Int, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?) -> Bool {
        let keywords = program.objects[tableIndex]
        if let lookups = keywords.lookups, evaluated == nil, !tracksPaths {
            // Checking a few properties: each looked up by name, rather than every member
            // looked up in the table. Reporting walks the members, so that failures come in
            // the object's order.
            for lookup in lookups {
                guard let member = instance.member(of: value, named: UnsafeBufferPointer(lookup.name)) else { continue }
                if !evaluate(lookup.schema, member, nil) { return false }
            }
            return true
        }
        guard keywords.tracksPresence else {
            return applyMembers(keywords, value, evaluated, presence: nil)
        }
        let words = (keywords.entries.count &+ 63) >> 6
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { buffer in
            guard let presence = buffer.baseAddress else { return true }
            presence.initialize(repeating: 0, count: words)
            var valid = applyMembers(keywords, value, evaluated, presence: presence)
            if valid || reporting {
                valid = checkPresence(keywords, value, evaluated, presence) && valid
            }
            return valid
        }
    }

    /// One pass over the members: `properties`, `patternProperties`,
    /// `additionalProperties` and `propertyNames`, noting which names are present.
    private mutating func applyMembers(
        _ keywords: ObjectTable, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?,
        presence: UnsafeMutablePointer<UInt64>?
    ) -> Bool {
        var valid = true
        var position = 0
        var members = instance.members(value)
        let instance = self.instance
        while let (key, member) = members.next() {
            defer { position &+= 1 }
            var applied = false
            let entry = instance.withUTF8(key) { keywords.names.find($0) } ?? -1
            if entry >= 0 {
                presence?[Int(entry) >> 6] |= 1 << UInt64(entry & 63)
                let property = keywords.entries[Int(entry)].property
                if property >= 0 {
                    applied = true
                    if !tracksPaths {
                        if !evaluate(property, member, nil) { return false }
                    } else if !apply(property, to: member, nil, keyword: "properties", .name(keywords.entryNames[Int(entry)]), at: .key(key)) {
                        valid = false
                        if !reporting { return false }
                    }
                }
            }
            if !keywords.patterns.isEmpty {
                for pattern in keywords.patterns {
                    let compiled = program.patterns[Int(pattern.pattern)]
                    guard instance.withUTF8(key, { compiled.matches($0) }) else { continue }
                    applied = true
                    if !tracksPaths {
                        if !evaluate(pattern.schema, member, nil) { return false }
                    } else if !apply(
                        pattern.schema, to: member, nil, keyword: "patternProperties", .name(compiled.source),
                        at: .key(key))
                    {
                        valid = false
                        if !reporting { return false }
                    }
                }
            }
            if !applied && keywords.additional >= 0 {
                applied = true
                if !applyAdditional(keywords, key, member) {
                    valid = false
                    if !reporting { return false }
                }
            }
            if applied { evaluated?.pointee.properties.insert(position) }
            if keywords.propertyNames >= 0 {
                if !apply(keywords.propertyNames, to: key, nil, keyword: "propertyNames") {
                    valid = false
                    if !reporting { return false }
                }
            }
        }
        return valid
    }

    private mutating func applyAdditional(_ keywords: ObjectTable, _ key: Instance.Node, _ member: Instance.Node) -> Bool {
        if nodes[Int(keywords.additional)].kind == .alwaysInvalid {
            if reporting {
                let listed = keywords.patterns.isEmpty ? "those of properties" : "those of properties and patternProperties"
                fail(
                    "additionalProperties", at: .key(key),
                    "Unexpected property \(MessageQuoting.quoted(instance.string(key))): additionalProperties allows no properties beyond \(listed)."
                )
            }
            return false
        }
        return apply(keywords.additional, to: member, nil, keyword: "additionalProperties", at: .key(key))
    }

    /// `required`, `dependentRequired` and `dependentSchemas`, once the names present are
    /// known.
    private mutating func checkPresence(
        _ keywords: ObjectTable, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?,
        _ presence: UnsafeMutablePointer<UInt64>
    ) -> Bool {
        @inline(__always) func isPresent(_ entry: Int32) -> Bool {
            presence[Int(entry) >> 6] & (1 << UInt64(entry & 63)) != 0
        }
        var valid = true
        for entry in keywords.required where !isPresent(entry) {
            valid = false
            guard reporting else { return false }
            fail(
                "required",
                "Expected the property \(MessageQuoting.quoted(keywords.entryNames[Int(entry)])), which is required, but the object has no such property."
            )
        }
        guard keywords.hasDependencies else { return valid }
        for index in keywords.entries.indices where isPresent(Int32(index)) {
            let entry = keywords.entries[index]
            let name = keywords.entryNames[index]
            for offset in 0..<Int(entry.dependentCount) {
                let needed = keywords.dependents[Int(entry.dependentStart) &+ offset]
                guard !isPresent(needed) else { continue }
                valid = false
                guard reporting else { return false }
                fail(
                    keywords.dependenciesKeyword.required, [name],
                    "Expected the property \(MessageQuoting.quoted(keywords.entryNames[Int(needed)])), which \(MessageQuoting.quoted(name)) requires, but the object has no such property."
                )
            }
            if entry.dependentSchema >= 0 {
                if !apply(entry.dependentSchema, to: value, evaluated, keyword: keywords.dependenciesKeyword.schemas, .name(name)) {
                    valid = false
                    if !reporting { return false }
                }
            }
        }
        return valid
    }

    mutating func applyUnevaluatedProperties(_ schema: Int32, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>) -> Bool {
        guard !evaluated.pointee.properties.containsAll else { return true }
        var valid = true
        var position = 0
        var members = instance.members(value)
        while let (key, member) = members.next() {
            if !evaluated.pointee.properties.contains(position) {
                if nodes[Int(schema)].kind == .alwaysInvalid {
                    if reporting {
                        fail(
                            "unevaluatedProperties", at: .key(key),
                            "Unexpected property \(MessageQuoting.quoted(instance.string(key))): unevaluatedProperties allows no property that other keywords did not evaluate."
                        )
                    }
                    valid = false
                } else if !apply(schema, to: member, nil, keyword: "unevaluatedProperties", at: .key(key)) {
                    valid = false
                }
                if !valid && !reporting { return false }
            }
            position &+= 1
        }
        if valid { evaluated.pointee.properties.insertAll() }
        return valid
    }

    // MARK: Logic

    mutating func applyAnyOf(_ operation: SchemaOperation, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?) -> Bool {
        var matched = false
        for offset in 0..<operation.b {
            let child = program.children[operation.a &+ offset]
            if let evaluated {
                // Every branch, for the annotations of each that matches.
                var local = EvaluatedLocations()
                if muted({ $0.apply(child, to: value, &local, keyword: "anyOf", .index(offset)) }) {
                    matched = true
                    evaluated.pointee.formUnion(local)
                }
            } else if muted({ $0.apply(child, to: value, nil, keyword: "anyOf", .index(offset)) }) {
                return !exceededDepth
            }
        }
        if exceededDepth { return false }
        if matched { return true }
        if reporting {
            let branches = explainBranches(operation, value)
            fail(
                "anyOf",
                "Expected a value that matches at least one of the \(operation.b) schemas of anyOf but found \(instance.describe(value)), which matches none\(summary(of: branches))."
            )
        }
        return false
    }

    mutating func applyOneOf(_ operation: SchemaOperation, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?) -> Bool {
        var matching: [Int] = []
        var matchedLocations = EvaluatedLocations()
        for offset in 0..<operation.b {
            let child = program.children[operation.a &+ offset]
            var local = EvaluatedLocations()
            let matches =
                evaluated == nil
                ? muted({ $0.apply(child, to: value, nil, keyword: "oneOf", .index(offset)) })
                : muted({ $0.apply(child, to: value, &local, keyword: "oneOf", .index(offset)) })
            if matches {
                matching.append(offset)
                if matching.count == 1 { matchedLocations = local }
                if matching.count > 1 && !tracksPaths { return false }
            }
        }
        if exceededDepth { return false }
        if matching.count == 1 {
            evaluated?.pointee.formUnion(matchedLocations)
            return true
        }
        if reporting {
            if matching.isEmpty {
                let branches = explainBranches(operation, value)
                fail(
                    "oneOf",
                    "Expected a value that matches exactly one of the \(operation.b) schemas of oneOf but found \(instance.describe(value)), which matches none\(summary(of: branches))."
                )
            } else {
                fail(
                    "oneOf",
                    "Expected a value that matches exactly one of the \(operation.b) schemas of oneOf but found \(instance.describe(value)), which matches \(matching.count) of them (\(matching.map(String.init).joined(separator: ", ")))."
                )
            }
        }
        return false
    }

    /// Each branch's failures, for a message: the branches evaluated again, reporting into
    /// lists of their own.
    private mutating func explainBranches(_ operation: SchemaOperation, _ value: Instance.Node) -> [[JSONSchemaFailure]] {
        var branches: [[JSONSchemaFailure]] = []
        guard explainsBranches else { return branches }
        let saved = failures
        explainsBranches = false
        defer { explainsBranches = true }
        for offset in 0..<operation.b {
            failures = []
            let keyword = operation.code == .anyOf ? "anyOf" : "oneOf"
            _ = apply(program.children[operation.a &+ offset], to: value, nil, keyword: keyword, .index(offset))
            branches.append(failures)
        }
        failures = saved
        return branches
    }

    mutating func applyConditional(
        _ operation: SchemaOperation, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?
    ) -> Bool {
        let then = Int32(operation.b)
        let otherwise = Int32(operation.c)
        if then < 0 && otherwise < 0 && evaluated == nil { return true }
        let condition: Bool
        if let evaluated {
            var local = EvaluatedLocations()
            condition = muted { $0.apply(Int32(operation.a), to: value, &local, keyword: "if") }
            if condition { evaluated.pointee.formUnion(local) }
        } else {
            condition = muted { $0.apply(Int32(operation.a), to: value, nil, keyword: "if") }
        }
        if exceededDepth { return false }
        if condition {
            return then < 0 || apply(then, to: value, evaluated, keyword: "then")
        }
        return otherwise < 0 || apply(otherwise, to: value, evaluated, keyword: "else")
    }
}
