import LuaHost
import ScriptBindings
import Testing

@testable import Studio

/// What a page may send: every operation decodes to what it says, the server's re-encoded
/// line decodes to the same request, and anything else is refused with a message that names
/// the field, never a crash (a seeded fuzz of malformed messages included).
@Suite("RequestDecoding")
struct RequestDecodingTests {
    static func decode(_ text: String) throws -> StudioRequest { try StudioRequest.decode(Array(text.utf8)) }

    static func refusal(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch let error as RequestError {
            return error.description
        } catch {
            return "not a RequestError: \(error)"
        }
    }

    static let valid: [(String, StudioRequest.Operation)] = [
        (#"{"id":1,"op":"control","control":"tap","app":"Todo"}"#, .control(.named("tap", .string("Todo")))),
        (#"{"id":1,"op":"control","control":"home"}"#, .control(.named("home"))),
        (
            #"{"id":1,"op":"control","control":"switch_to","app":"Mail"}"#,
            .control(.named("switch_to", .string("Mail")))
        ),
        (
            #"{"id":1,"op":"control","control":"call","answer":false,"after":3}"#,
            .control(.named("call", .record([("answer", .boolean(false)), ("after", .quantity(3))])))
        ),
        (#"{"id":1,"op":"control","control":"call"}"#, .control(.named("call", .record([])))),
        (
            #"{"id":1,"op":"control","control":"open_url","url":"todo://x"}"#,
            .control(.named("open_url", .string("todo://x")))
        ),
        (
            #"{"id":1,"op":"control","control":"kill_scene","scene":"Notes#2"}"#,
            .control(.named("kill_scene", .string("Notes#2")))
        ),
        (#"{"id":1,"op":"wait","seconds":0.5}"#, .wait(0.5)),
        (#"{"id":1,"op":"idle"}"#, .untilIdle),
        (#"{"id":1,"op":"lua","text":"todo.state"}"#, .lua("todo.state")),
        (#"{"id":1,"op":"load","text":""}"#, .load("")),
        (#"{"id":1,"op":"reset"}"#, .reset),
        (#"{"id":1,"op":"save"}"#, .save),
        (
            #"{"id":1,"op":"exercise","exercise":"launch-order","language":"en"}"#,
            .exercise("launch-order", language: "en")
        ),
        (
            #"{"id":1,"op":"check","exercise":"launch-order","text":"return {}"}"#,
            .check("launch-order", language: nil, answer: "return {}")
        ),
        (
            #"{"id":1,"op":"hint","exercise":"launch-order","number":2}"#,
            .hint("launch-order", language: nil, number: 2)
        ),
        (#"{"id":1,"op":"timeline","language":"zh"}"#, .timeline(language: "zh")),
        (#"{"id":1,"op":"timeline"}"#, .timeline(language: nil)),
        (
            #"{"id":1,"op":"control","control":"tap_notification","app":"Todo","notification":"push-1"}"#,
            .control(.named("tap_notification", .string("Todo"), .string("push-1")))
        ),
    ]

    @Test("every operation decodes, and the server's line decodes back to the same request")
    func operations() throws {
        for (text, operation) in Self.valid {
            let request = try Self.decode(text)
            #expect(request == StudioRequest(id: 1, operation), "\(text)")
            #expect(try StudioRequest.decode(Array(request.line.utf8)) == request, "\(request.line)")
        }
    }

    @Test("every row the studio offers is a control by its name, and no other name is")
    func controlNames() throws {
        let offered = ActionBinding.all.filter { $0.studio != nil }.map(\.name)
        #expect(ActionControl.rows.map(\.name) == offered)
        for name in offered {
            let request = try Self.decode(
                #"{"id":1,"op":"control","control":"\#(name)","app":"A","scene":"A#1","url":"a://b","name":"n"}"#)
            guard case .control(let control) = request.operation else {
                Issue.record("\(name) is not a control")
                continue
            }
            #expect(control.name == name)
            #expect(try StudioRequest.decode(Array(request.line.utf8)) == request, "\(request.line)")
        }
        let message = Self.refusal(#"{"id":1,"op":"control","control":"reboot"}"#)
        #expect(message == "unknown 'control' \"reboot\"; expected one of " + offered.joined(separator: ", "))
    }

    @Test("a control's statement is its row's call: names as string literals, the call's fields as sent")
    func statements() throws {
        let cases: [(String, String)] = [
            (#""control":"tap","app":"Todo""#, #"user.tap("Todo")"#),
            (#""control":"home""#, "user.home()"),
            (#""control":"switch_to","app":"Mail""#, #"user.switch_to("Mail")"#),
            (
                #""control":"call","answer":true,"after":2,"duration":30"#,
                "system.call{answer = true, after = 2, duration = 30}"
            ),
            (#""control":"call","answer":false,"after":2"#, "system.call{answer = false, after = 2}"),
            (#""control":"call","after":20"#, "system.call{after = 20}"),
            (#""control":"call","duration":0.5"#, "system.call{duration = 0.5}"),
            (#""control":"call""#, "system.call{}"),
            (#""control":"open_url","url":"todo://x""#, #"user.open_url("todo://x")"#),
            (#""control":"notification","app":"Todo""#, #"system.notification("Todo")"#),
            (#""control":"tap_notification","app":"Todo""#, #"user.tap_notification("Todo")"#),
            (
                #""control":"tap_notification","app":"Todo","notification":"push-1""#,
                #"user.tap_notification("Todo", "push-1")"#
            ),
            (#""control":"kill_scene","scene":"Notes#2""#, #"user.kill_scene("Notes#2")"#),
            (#""control":"ui","app":"Notes","name":"clear""#, #"user.ui("Notes", "clear")"#),
            (
                #""control":"ui","app":"Notes#2","name":"type","value":"milk\n""#,
                #"user.ui("Notes#2", "type", "milk\n")"#
            ),
            (#""control":"ui","app":"Notes","name":"two words","value":2"#, #"user.ui("Notes", "two words", 2)"#),
            (#""control":"ui","app":"Notes","name":"zoom","value":0.5"#, #"user.ui("Notes", "zoom", 0.5)"#),
            (#""control":"ui","app":"Notes","name":"dark","value":false"#, #"user.ui("Notes", "dark", false)"#),
        ]
        for (fields, statement) in cases {
            let request = try Self.decode(#"{"id":1,"op":"control","# + fields + "}")
            guard case .control(let control) = request.operation else {
                Issue.record("\(fields) is not a control")
                continue
            }
            #expect(control.statement == statement, "\(fields)")
        }
    }

    /// A parameter the wire has no field for could never be sent: this test, not a page,
    /// finds it. Optional ones the page never sends keep their Lua default, and are listed.
    @Test("every parameter a studio row needs travels in a wire field of its Lua type")
    func wireFields() {
        var leftOut: [String] = []
        for row in ActionControl.rows {
            for parameter in row.parameters {
                let fields: [APIParameter]
                if case .record(let record) = parameter.type { fields = record } else { fields = [parameter] }
                for field in fields {
                    guard let wire = ControlField.of(field) else {
                        #expect(
                            field.optional && field.name == parameter.name, "\(row.lua): no wire field '\(field.name)'")
                        leftOut.append(row.name + "." + field.name)
                        continue
                    }
                    let types: [APIType]
                    if case .union(let union) = field.type { types = union } else { types = [field.type] }
                    #expect(
                        wire.types.allSatisfy(types.contains),
                        "\(row.lua): '\(field.name)' is \(field.type), its field \(wire.types)")
                }
            }
        }
        #expect(
            leftOut == ["tap_notification.options", "notification.notification", "notification.options"])
    }

    @Test("refusals name the field and what was expected")
    func refusals() {
        let cases: [(String, String)] = [
            ("", "JSON object"),
            ("[]", "JSON object"),
            (#"{"op":"reset"}"#, "'id' is missing"),
            (#"{"id":"1","op":"reset"}"#, "'id' must be a number"),
            (#"{"id":1.5,"op":"reset"}"#, "'id' must be a whole number"),
            (#"{"id":-1,"op":"reset"}"#, "'id' must be a whole number from 0"),
            (#"{"id":1e300,"op":"reset"}"#, "'id'"),
            (#"{"id":1,"op":"format_disk"}"#, "unknown 'op' \"format_disk\""),
            (#"{"id":1,"op":"control","control":"reboot_host"}"#, "unknown 'control'"),
            (#"{"id":1,"op":"control","control":"tap"}"#, "'app' is missing"),
            (#"{"id":1,"op":"control","control":"tap","app":""}"#, "'app' must not be empty"),
            (#"{"id":1,"op":"control","control":"tap","app":null}"#, "'app' is missing"),
            (#"{"id":1,"op":"control","control":"tap","app":7}"#, "'app' must be a string"),
            (#"{"id":1,"op":"wait","seconds":-1}"#, "'seconds' must be a number of seconds from 0"),
            (#"{"id":1,"op":"wait","seconds":1e308}"#, "'seconds' must be a number of seconds"),
            (#"{"id":1,"op":"wait","seconds":"10"}"#, "'seconds' must be a number"),
            (
                #"{"id":1,"op":"control","control":"call","after":-2}"#,
                "'after' must be a number of seconds from 0 to 86400"
            ),
            (#"{"id":1,"op":"control","control":"call","duration":1e9}"#, "'duration' must be a number of seconds"),
            (#"{"id":1,"op":"control","control":"call","answer":"yes"}"#, "'answer' must be true or false"),
            (#"{"id":1,"op":"control","control":"open_url","url":""}"#, "'url' must not be empty"),
            (#"{"id":1,"op":"control","control":"focus"}"#, "'scene' is missing"),
            (#"{"id":1,"op":"control","control":"ui","app":"Notes"}"#, "'name' is missing"),
            (#"{"id":1,"op":"control","control":"ui","app":"Notes","name":""}"#, "'name' must not be empty"),
            (#"{"id":1,"op":"control","control":"ui","app":"Notes","name":"a","value":[1]}"#, "'value'"),
            (#"{"id":1,"op":"control","control":"ui","app":"Notes","name":"a","value":{"x":1}}"#, "'value'"),
            (
                #"{"id":1,"op":"control","control":"ui","app":"Notes","name":"a","value":"\#(String(repeating: "x", count: 1025))"}"#,
                "'value' may have at most 1024 bytes"
            ),
            (#"{"id":1,"op":"exercise","exercise":"../../etc"}"#, "'exercise' must be an exercise's folder name"),
            (#"{"id":1,"op":"exercise","exercise":"a","language":"e n"}"#, "'language' must be a language code"),
            (#"{"id":1,"op":"hint","exercise":"a","number":0}"#, "'number' must be the hint's number"),
            (#"{"id":1,"op":"timeline","language":"../zh"}"#, "'language' must be a language code"),
            (#"{"id":1,"op":"timeline","language":7}"#, "'language' must be a string"),
            (
                #"{"id":1,"op":"control","control":"tap_notification","app":"Todo","notification":""}"#,
                "'notification' must not be empty"
            ),
            (
                #"{"id":1,"op":"control","control":"tap_notification","app":"Todo","notification":{"a":1}}"#,
                "'notification' must be a string"
            ),
            (
                #"{"id":1,"op":"control","control":"tap","app":"\#(String(repeating: "x", count: 300))"}"#,
                "'app' may have at most 200 bytes"
            ),
        ]
        for (text, expected) in cases {
            let message = Self.refusal(text)
            #expect(message?.contains(expected) == true, "\(text.prefix(80)): \(message ?? "accepted")")
        }
    }

    @Test("messages over the size limit and invalid UTF-8 are refused before JSON parsing")
    func sizeAndEncoding() {
        let huge = #"{"id":1,"op":"lua","text":""# + String(repeating: "x", count: StudioLimits.messageBytes) + #""}"#
        #expect(Self.refusal(huge)?.contains("at most \(StudioLimits.messageBytes) bytes") == true)
        let code = #"{"id":1,"op":"lua","text":""# + String(repeating: "x", count: StudioLimits.codeBytes + 1) + #""}"#
        #expect(Self.refusal(code)?.contains("'text' may have at most") == true)
        #expect(throws: RequestError.self) { try StudioRequest.decode([0x7B, 0xFF, 0xFE, 0x7D]) }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.refusal(deep) != nil)
    }

    /// Seeded, so a failure names a message that reproduces it.
    @Test("fuzz: 20,000 malformed messages are each refused, never accepted by accident or crashing")
    func fuzz() {
        var random = SplitMix(seed: 29)
        let pieces = [
            "{", "}", "[", "]", ",", ":", "\"id\"", "\"op\"", "\"control\"", "\"tap\"", "\"wait\"", "\"seconds\"", "1",
            "-1",
            "1e999", "0.5", "null", "true", "\"\\u0000\"", "\"\\ud800\"", "\"app\"", "\"lua\"", "\"text\"", " ", "\"",
            "\\", "NaN", "Infinity", "9007199254740993",
        ]
        var accepted: [String] = []
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            if random.next() % 4 == 0 {
                bytes = (0..<(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            } else {
                for _ in 0..<(1 + random.next() % 14) {
                    bytes += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8)
                }
            }
            if let request = try? StudioRequest.decode(bytes) {
                // A valid request may come out of the pieces only if it really is one.
                if (try? StudioRequest.decode(Array(request.line.utf8))) != request {
                    accepted.append(String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        #expect(accepted.isEmpty, "accepted and not round-tripping: \(accepted.prefix(3))")
    }
}

/// A small seeded generator (SplitMix64) for the fuzz tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
