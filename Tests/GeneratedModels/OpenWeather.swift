// Models for openweather_onecall.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace OpenWeatherModels --epoch-dates openweather_onecall.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(OpenWeatherModels.OpenweatherOnecall.self, from: data)`.

import Foundation
import Strata

enum OpenWeatherModels {
    struct OpenweatherOnecall: JSONSerializing, Sendable {
        var lat: Double
        var lon: Double
        var timezone: String
        var timezoneOffset: Int
        var current: Current
        var hourly: [Current]
        var daily: [DailyItem]
        var alerts: [Alert]

        enum CodingKeys: String, CodingKey {
            case lat, lon, timezone, current, hourly, daily, alerts
            case timezoneOffset = "timezone_offset"
        }
    }

    struct Current: JSONSerializing, Sendable {
        @Transform<SecondsSince1970Transformer> var dt: Date
        @Transform<SecondsSince1970Transformer?> var sunrise: Date?
        @Transform<SecondsSince1970Transformer?> var sunset: Date?
        var temp: Double
        var feelsLike: Double
        var pressure: Int
        var humidity: Int
        var dewPoint: Double
        var uvi: Double
        var clouds: Int
        var visibility: Int
        var windSpeed: Double
        var windDeg: Int
        var weather: [WeatherItem]
        var pop: Double?

        enum CodingKeys: String, CodingKey {
            case dt, sunrise, sunset, temp, pressure, humidity, uvi, clouds, visibility, weather, pop
            case feelsLike = "feels_like"
            case dewPoint = "dew_point"
            case windSpeed = "wind_speed"
            case windDeg = "wind_deg"
        }
    }

    struct WeatherItem: JSONSerializing, Sendable {
        var id: Int
        var main: String
        var description: String
        var icon: String
    }

    struct DailyItem: JSONSerializing, Sendable {
        @Transform<SecondsSince1970Transformer> var dt: Date
        @Transform<SecondsSince1970Transformer> var sunrise: Date
        @Transform<SecondsSince1970Transformer> var sunset: Date
        @Transform<SecondsSince1970Transformer> var moonrise: Date
        @Transform<SecondsSince1970Transformer> var moonset: Date
        var moonPhase: Double
        var summary: String
        var temp: Temp
        var pressure: Int
        var humidity: Int
        var windSpeed: Double
        var windDeg: Int
        var clouds: Int
        var pop: Double
        var uvi: Double
        var weather: [WeatherItem]

        enum CodingKeys: String, CodingKey {
            case dt, sunrise, sunset, moonrise, moonset, summary, temp, pressure, humidity, clouds, pop, uvi, weather
            case moonPhase = "moon_phase"
            case windSpeed = "wind_speed"
            case windDeg = "wind_deg"
        }
    }

    struct Temp: JSONSerializing, Sendable {
        var day: Double
        var min: Double
        var max: Double
        var night: Double
        var eve: Double
        var morn: Double
    }

    struct Alert: JSONSerializing, Sendable {
        var senderName: String
        var event: String
        @Transform<SecondsSince1970Transformer> var start: Date
        @Transform<SecondsSince1970Transformer> var end: Date
        var description: String
        var tags: [String]

        enum CodingKeys: String, CodingKey {
            case event, start, end, description, tags
            case senderName = "sender_name"
        }
    }
}
