// Codable model of the `citm_catalog.json` benchmark corpus (a concert-hall ticket
// catalog). Most top-level members are objects keyed by numeric id strings, modelled
// as `[String: …]` dictionaries. Every key in the document is a stored property, so a
// decode visits the whole document.

/// The whole document: the lookup tables, the events and the performances.
public struct CitmCatalog: Codable, Equatable, Sendable {
    /// Area id → area name.
    public var areaNames: [String: String]
    /// Audience sub-category id → name.
    public var audienceSubCategoryNames: [String: String]
    /// Block id → block name (empty in this corpus).
    public var blockNames: [String: String]
    /// Event id → event.
    public var events: [String: Event]
    public var performances: [Performance]
    /// Seat category id → name.
    public var seatCategoryNames: [String: String]
    /// Sub-topic id → name.
    public var subTopicNames: [String: String]
    /// Subject code → name (empty in this corpus).
    public var subjectNames: [String: String]
    /// Topic id → name.
    public var topicNames: [String: String]
    /// Topic id → ids of its sub-topics.
    public var topicSubTopics: [String: [Int]]
    /// Venue code → venue name.
    public var venueNames: [String: String]

    public init(
        areaNames: [String: String],
        audienceSubCategoryNames: [String: String],
        blockNames: [String: String],
        events: [String: Event],
        performances: [Performance],
        seatCategoryNames: [String: String],
        subTopicNames: [String: String],
        subjectNames: [String: String],
        topicNames: [String: String],
        topicSubTopics: [String: [Int]],
        venueNames: [String: String]
    ) {
        self.areaNames = areaNames
        self.audienceSubCategoryNames = audienceSubCategoryNames
        self.blockNames = blockNames
        self.events = events
        self.performances = performances
        self.seatCategoryNames = seatCategoryNames
        self.subTopicNames = subTopicNames
        self.subjectNames = subjectNames
        self.topicNames = topicNames
        self.topicSubTopics = topicSubTopics
        self.venueNames = venueNames
    }

    enum CodingKeys: String, CodingKey {
        case areaNames
        case audienceSubCategoryNames
        case blockNames
        case events
        case performances
        case seatCategoryNames
        case subTopicNames
        case subjectNames
        case topicNames
        case topicSubTopics
        case venueNames
    }
}

extension CitmCatalog {
    /// A value of the top-level `events` object (one show, possibly performed often).
    public struct Event: Codable, Equatable, Sendable {
        /// Always `null` in this corpus.
        public var description: String?
        public var id: Int
        public var logo: String?
        public var name: String
        public var subTopicIds: [Int]
        /// Always `null` in this corpus.
        public var subjectCode: String?
        /// Always `null` in this corpus.
        public var subtitle: String?
        public var topicIds: [Int]

        public init(
            description: String?,
            id: Int,
            logo: String?,
            name: String,
            subTopicIds: [Int],
            subjectCode: String?,
            subtitle: String?,
            topicIds: [Int]
        ) {
            self.description = description
            self.id = id
            self.logo = logo
            self.name = name
            self.subTopicIds = subTopicIds
            self.subjectCode = subjectCode
            self.subtitle = subtitle
            self.topicIds = topicIds
        }

        enum CodingKeys: String, CodingKey {
            case description
            case id
            case logo
            case name
            case subTopicIds
            case subjectCode
            case subtitle
            case topicIds
        }
    }

    /// An element of the top-level `performances` array (one dated performance).
    public struct Performance: Codable, Equatable, Sendable {
        public var eventId: Int
        public var id: Int
        public var logo: String?
        /// Always `null` in this corpus.
        public var name: String?
        public var prices: [Price]
        public var seatCategories: [SeatCategory]
        /// Always `null` in this corpus.
        public var seatMapImage: String?
        /// Start time in milliseconds since 1970.
        public var start: Int64
        public var venueCode: String

        public init(
            eventId: Int,
            id: Int,
            logo: String?,
            name: String?,
            prices: [Price],
            seatCategories: [SeatCategory],
            seatMapImage: String?,
            start: Int64,
            venueCode: String
        ) {
            self.eventId = eventId
            self.id = id
            self.logo = logo
            self.name = name
            self.prices = prices
            self.seatCategories = seatCategories
            self.seatMapImage = seatMapImage
            self.start = start
            self.venueCode = venueCode
        }

        enum CodingKeys: String, CodingKey {
            case eventId
            case id
            case logo
            case name
            case prices
            case seatCategories
            case seatMapImage
            case start
            case venueCode
        }
    }

    /// An element of a performance's `prices` (amount for a seat category/audience).
    public struct Price: Codable, Equatable, Sendable {
        public var amount: Int
        public var audienceSubCategoryId: Int
        public var seatCategoryId: Int

        public init(amount: Int, audienceSubCategoryId: Int, seatCategoryId: Int) {
            self.amount = amount
            self.audienceSubCategoryId = audienceSubCategoryId
            self.seatCategoryId = seatCategoryId
        }

        enum CodingKeys: String, CodingKey {
            case amount
            case audienceSubCategoryId
            case seatCategoryId
        }
    }

    /// An element of a performance's `seatCategories` (which areas it covers).
    public struct SeatCategory: Codable, Equatable, Sendable {
        public var areas: [Area]
        public var seatCategoryId: Int

        public init(areas: [Area], seatCategoryId: Int) {
            self.areas = areas
            self.seatCategoryId = seatCategoryId
        }

        enum CodingKeys: String, CodingKey {
            case areas
            case seatCategoryId
        }
    }

    /// An element of a seat category's `areas` (an area and its blocks).
    public struct Area: Codable, Equatable, Sendable {
        public var areaId: Int
        /// Always empty in this corpus.
        public var blockIds: [Int]

        public init(areaId: Int, blockIds: [Int]) {
            self.areaId = areaId
            self.blockIds = blockIds
        }

        enum CodingKeys: String, CodingKey {
            case areaId
            case blockIds
        }
    }
}
