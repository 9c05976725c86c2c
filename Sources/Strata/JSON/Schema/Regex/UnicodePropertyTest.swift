/// A Unicode property a `\p{…}` escape names, asked of a scalar through the standard
/// library's `Unicode.Scalar.Properties` (the Unicode version of the platform's Swift
/// runtime).
///
/// Names are matched as ECMA-262 lists them (`L`, `Letter`, `General_Category=Lu`,
/// `gc=Nd`, `Alphabetic`, `White_Space`, …), ignoring case, spaces, hyphens and
/// underscores, and also by their common aliases (`digit` for `Nd`, `punct` for `P`).
/// Scripts (`Script=Greek`, `sc=…`, `scx=…`) are not readable from the standard library
/// and are refused when the pattern is compiled.
enum UnicodePropertyTest: Sendable, Equatable {
    /// General categories: bit `n` is the category `GeneralCategoryBits.all[n]`.
    case categories(UInt32)
    /// A binary property.
    case binary(BinaryProperty)

    /// Whether `scalar` has the property.
    func holds(for scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .categories(let mask):
            return mask & GeneralCategoryBits.bit(of: scalar.properties.generalCategory) != 0
        case .binary(let property):
            return property.holds(for: scalar)
        }
    }

    /// The test a property name stands for; nil when Strata does not know the name.
    ///
    /// `name` is what stands between the braces: `Letter`, `gc=Lu`, `Alphabetic`.
    static func named(_ name: String) -> UnicodePropertyTest? {
        if let equals = name.firstIndex(of: "=") {
            let property = loose(String(name[..<equals]))
            let value = String(name[name.index(after: equals)...])
            guard property == "generalcategory" || property == "gc" else { return nil }
            return GeneralCategoryBits.mask(named: loose(value)).map { .categories($0) }
        }
        let key = loose(name)
        if let mask = GeneralCategoryBits.mask(named: key) { return .categories(mask) }
        if let property = BinaryProperty.named[key] { return .binary(property) }
        return nil
    }

    /// A property name reduced for loose matching: lower case, without spaces, hyphens
    /// or underscores.
    static func loose(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })).lowercased()
    }
}

/// The thirty general categories as bits of a mask.
enum GeneralCategoryBits {
    static let all: [Unicode.GeneralCategory] = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark,
        .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
        .otherPunctuation,
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
        .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .control, .format, .surrogate, .privateUse, .unassigned,
    ]

    @inline(__always)
    static func bit(of category: Unicode.GeneralCategory) -> UInt32 {
        switch category {
        case .uppercaseLetter: return 1 << 0
        case .lowercaseLetter: return 1 << 1
        case .titlecaseLetter: return 1 << 2
        case .modifierLetter: return 1 << 3
        case .otherLetter: return 1 << 4
        case .nonspacingMark: return 1 << 5
        case .spacingMark: return 1 << 6
        case .enclosingMark: return 1 << 7
        case .decimalNumber: return 1 << 8
        case .letterNumber: return 1 << 9
        case .otherNumber: return 1 << 10
        case .connectorPunctuation: return 1 << 11
        case .dashPunctuation: return 1 << 12
        case .openPunctuation: return 1 << 13
        case .closePunctuation: return 1 << 14
        case .initialPunctuation: return 1 << 15
        case .finalPunctuation: return 1 << 16
        case .otherPunctuation: return 1 << 17
        case .mathSymbol: return 1 << 18
        case .currencySymbol: return 1 << 19
        case .modifierSymbol: return 1 << 20
        case .otherSymbol: return 1 << 21
        case .spaceSeparator: return 1 << 22
        case .lineSeparator: return 1 << 23
        case .paragraphSeparator: return 1 << 24
        case .control: return 1 << 25
        case .format: return 1 << 26
        case .surrogate: return 1 << 27
        case .privateUse: return 1 << 28
        case .unassigned: return 1 << 29
        @unknown default: return 1 << 29
        }
    }

    /// The mask of a category or group of categories, by short or long name (loose).
    static func mask(named name: String) -> UInt32? {
        names[name]
    }

    private static let letters: UInt32 = 0b11111
    private static let marks: UInt32 = 0b111 << 5
    private static let numbers: UInt32 = 0b111 << 8
    private static let punctuation: UInt32 = 0b1111111 << 11
    private static let symbols: UInt32 = 0b1111 << 18
    private static let separators: UInt32 = 0b111 << 22
    private static let others: UInt32 = 0b11111 << 25

    private static let names: [String: UInt32] = {
        var table: [String: UInt32] = [
            "l": letters, "letter": letters, "lc": 0b111, "casedletter": 0b111,
            "m": marks, "mark": marks, "combiningmark": marks,
            "n": numbers, "number": numbers,
            "p": punctuation, "punctuation": punctuation, "punct": punctuation,
            "s": symbols, "symbol": symbols,
            "z": separators, "separator": separators,
            "c": others, "other": others,
            "digit": 1 << 8, "cntrl": 1 << 25,
        ]
        let each: [(String, String)] = [
            ("lu", "uppercaseletter"), ("ll", "lowercaseletter"), ("lt", "titlecaseletter"), ("lm", "modifierletter"),
            ("lo", "otherletter"), ("mn", "nonspacingmark"), ("mc", "spacingmark"), ("me", "enclosingmark"),
            ("nd", "decimalnumber"), ("nl", "letternumber"), ("no", "othernumber"), ("pc", "connectorpunctuation"),
            ("pd", "dashpunctuation"), ("ps", "openpunctuation"), ("pe", "closepunctuation"), ("pi", "initialpunctuation"),
            ("pf", "finalpunctuation"), ("po", "otherpunctuation"), ("sm", "mathsymbol"), ("sc", "currencysymbol"),
            ("sk", "modifiersymbol"), ("so", "othersymbol"), ("zs", "spaceseparator"), ("zl", "lineseparator"),
            ("zp", "paragraphseparator"), ("cc", "control"), ("cf", "format"), ("cs", "surrogate"), ("co", "privateuse"),
            ("cn", "unassigned"),
        ]
        for (position, (short, long)) in each.enumerated() {
            table[short] = 1 << UInt32(position)
            table[long] = 1 << UInt32(position)
        }
        return table
    }()
}

/// The binary properties of ECMA-262's table that `Unicode.Scalar.Properties` answers.
enum BinaryProperty: String, Sendable, Equatable, CaseIterable {
    case any, ascii, assigned, alphabetic, asciiHexDigit, bidiControl, bidiMirrored, caseIgnorable, cased
    case changesWhenCasefolded, changesWhenCasemapped, changesWhenLowercased, changesWhenNFKCCasefolded
    case changesWhenTitlecased, changesWhenUppercased, dash, defaultIgnorableCodePoint, deprecated, diacritic
    case emoji, emojiModifier, emojiModifierBase, emojiPresentation, extender, graphemeBase, graphemeExtend, hexDigit
    case idsBinaryOperator, idsTrinaryOperator, idContinue, idStart, ideographic, joinControl, logicalOrderException
    case lowercase, math, noncharacterCodePoint, patternSyntax, patternWhiteSpace, quotationMark, radical
    case sentenceTerminal, softDotted, terminalPunctuation, unifiedIdeograph, uppercase, variationSelector
    case whiteSpace, xidContinue, xidStart

    func holds(for scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        switch self {
        case .any: return true
        case .ascii: return scalar.value < 0x80
        case .assigned: return p.generalCategory != .unassigned
        case .alphabetic: return p.isAlphabetic
        case .asciiHexDigit: return p.isASCIIHexDigit
        case .bidiControl: return p.isBidiControl
        case .bidiMirrored: return p.isBidiMirrored
        case .caseIgnorable: return p.isCaseIgnorable
        case .cased: return p.isCased
        case .changesWhenCasefolded: return p.changesWhenCaseFolded
        case .changesWhenCasemapped: return p.changesWhenCaseMapped
        case .changesWhenLowercased: return p.changesWhenLowercased
        case .changesWhenNFKCCasefolded: return p.changesWhenNFKCCaseFolded
        case .changesWhenTitlecased: return p.changesWhenTitlecased
        case .changesWhenUppercased: return p.changesWhenUppercased
        case .dash: return p.isDash
        case .defaultIgnorableCodePoint: return p.isDefaultIgnorableCodePoint
        case .deprecated: return p.isDeprecated
        case .diacritic: return p.isDiacritic
        case .emoji: return p.isEmoji
        case .emojiModifier: return p.isEmojiModifier
        case .emojiModifierBase: return p.isEmojiModifierBase
        case .emojiPresentation: return p.isEmojiPresentation
        case .extender: return p.isExtender
        case .graphemeBase: return p.isGraphemeBase
        case .graphemeExtend: return p.isGraphemeExtend
        case .hexDigit: return p.isHexDigit
        case .idsBinaryOperator: return p.isIDSBinaryOperator
        case .idsTrinaryOperator: return p.isIDSTrinaryOperator
        case .idContinue: return p.isIDContinue
        case .idStart: return p.isIDStart
        case .ideographic: return p.isIdeographic
        case .joinControl: return p.isJoinControl
        case .logicalOrderException: return p.isLogicalOrderException
        case .lowercase: return p.isLowercase
        case .math: return p.isMath
        case .noncharacterCodePoint: return p.isNoncharacterCodePoint
        case .patternSyntax: return p.isPatternSyntax
        case .patternWhiteSpace: return p.isPatternWhitespace
        case .quotationMark: return p.isQuotationMark
        case .radical: return p.isRadical
        case .sentenceTerminal: return p.isSentenceTerminal
        case .softDotted: return p.isSoftDotted
        case .terminalPunctuation: return p.isTerminalPunctuation
        case .unifiedIdeograph: return p.isUnifiedIdeograph
        case .uppercase: return p.isUppercase
        case .variationSelector: return p.isVariationSelector
        case .whiteSpace: return p.isWhitespace
        case .xidContinue: return p.isXIDContinue
        case .xidStart: return p.isXIDStart
        }
    }

    /// ECMA-262's names and short aliases, loose.
    static let named: [String: BinaryProperty] = {
        var table: [String: BinaryProperty] = [:]
        for property in allCases { table[property.rawValue.lowercased()] = property }
        let aliases: [String: BinaryProperty] = [
            "ahex": .asciiHexDigit, "alpha": .alphabetic, "bidic": .bidiControl, "bidim": .bidiMirrored, "ci": .caseIgnorable,
            "cwcf": .changesWhenCasefolded, "cwcm": .changesWhenCasemapped, "cwl": .changesWhenLowercased,
            "cwkcf": .changesWhenNFKCCasefolded, "cwt": .changesWhenTitlecased, "cwu": .changesWhenUppercased,
            "di": .defaultIgnorableCodePoint, "dep": .deprecated, "dia": .diacritic, "emod": .emojiModifier,
            "ebase": .emojiModifierBase, "epres": .emojiPresentation, "ext": .extender, "grbase": .graphemeBase,
            "grext": .graphemeExtend, "hex": .hexDigit, "idsb": .idsBinaryOperator, "idst": .idsTrinaryOperator,
            "idc": .idContinue, "ids": .idStart, "ideo": .ideographic, "joinc": .joinControl, "loe": .logicalOrderException,
            "lower": .lowercase, "nchar": .noncharacterCodePoint, "patsyn": .patternSyntax, "patws": .patternWhiteSpace,
            "qmark": .quotationMark, "sterm": .sentenceTerminal, "sd": .softDotted, "term": .terminalPunctuation,
            "uideo": .unifiedIdeograph, "upper": .uppercase, "vs": .variationSelector, "wspace": .whiteSpace,
            "space": .whiteSpace, "xidc": .xidContinue, "xids": .xidStart,
        ]
        table.merge(aliases) { first, _ in first }
        return table
    }()
}
