import Testing
@testable import LuaHost

/// A quoted literal reads back in Lua as the very string it was made from.
@Suite struct LuaLiteralTests {
    @Test(arguments: [
        "", "plain", "say \"hi\"", "back\\slash", "two\nlines", "tab\there", "cr\rlf", "\u{1}2",
        "\u{0}0 nul", "del\u{7F}", "ünïcödé ✓", String(repeating: "\u{1F}9", count: 1000),
    ])
    func readsBackAsTheSameString(text: String) throws {
        let literal = LuaLiteral.quoted(text)
        #expect(!literal.contains("\n"))
        let back = try LuaThread.run { try LuaState().run("return " + literal)[0].stringValue }
        #expect(back == text, "\(literal)")
    }

    @Test func controlCharactersHaveThreeDigitEscapes() {
        // "\1" then "2" would read as "\12": the escape is always three digits.
        #expect(LuaLiteral.quoted("\u{1}2") == "\"\\0012\"")
        #expect(LuaLiteral.quoted("a\tb\r") == "\"a\\tb\\r\"")
    }

    /// A literal's text, run as `return TEXT` in a fresh state.
    private func readBack(_ literal: LuaLiteral) throws -> LuaValue {
        let text = literal.text
        return try LuaThread.run { try LuaState().run("return " + text)[0] }
    }

    @Test("floats read back as the same float, integers as integers, whatever their size")
    func numbersKeepValueAndSubtype() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // splitmix64: the same bit patterns every run
        var floats: [Double] = [
            0, -0.0, 1, 2, 0.1, 1.0 / 3, 1e15, 1e15 - 1, 123_456_789_012.5, 1e300, -1e-300, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity,
        ]
        for _ in 0..<200 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            floats.append(Double(bitPattern: z ^ (z >> 31)))
        }
        for value in floats where !value.isNaN {
            guard case .number(let back) = try readBack(.number(value)) else {
                Issue.record("\(value) did not read back as a float: \(LuaLiteral.number(value).text)")
                continue
            }
            #expect(back == value && back.sign == value.sign, "\(LuaLiteral.number(value).text)")
        }
        if case .number(let nan) = try readBack(.number(.nan)) { #expect(nan.isNaN) } else { Issue.record("NaN") }
        for value in [Int64.min, -1, 0, 7, Int64.max] {
            guard case .integer(let back) = try readBack(.integer(value)) else {
                Issue.record("\(value) did not read back as an integer")
                continue
            }
            #expect(back == value)
        }
    }

    @Test("a quantity is written as a script writes it: whole seconds without a point")
    func quantities() {
        #expect(LuaLiteral.quantity(30).text == "30")
        #expect(LuaLiteral.quantity(0.25).text == "0.25")
        #expect(LuaLiteral.quantity(-2).text == "-2")
        #expect(LuaLiteral.quantity(1e15).text == "1000000000000000.0")
        #expect(LuaLiteral.integer(.min).text == "(-9223372036854775807 - 1)")
        #expect(LuaLiteral.quantity(.infinity).text == "1/0")
        #expect(LuaLiteral.number(2).text == "2.0")
    }

    @Test("bytes that are not UTF-8 read back byte for byte")
    func bytesReadBack() throws {
        let samples: [[UInt8]] = [[0xFF], [0xC3], [0x61, 0xE2, 0x82], Array("ok ✓".utf8) + [0x80, 0x22, 0x0A], []]
        for bytes in samples {
            let literal = LuaLiteral.bytes(bytes)
            #expect(!literal.text.contains("\n"), "\(literal.text)")
            guard case .string(let back) = try readBack(literal) else {
                Issue.record("\(literal.text) did not read back as a string")
                continue
            }
            #expect(back.bytes == bytes, "\(literal.text)")
        }
    }

    @Test("a table constructor: the sequence, then fields in order, odd keys in brackets")
    func tables() throws {
        let table = LuaLiteral.table(
            [.integer(1), .string("two")],
            fields: [
                .init(.string("name"), .boolean(true)), .init(.string("two words"), .number(0.5)),
                .init(.string("end"), .nil), .init(.integer(10), .record([("x", .quantity(1))])),
            ])
        #expect(table.text == #"{1, "two", name = true, ["two words"] = 0.5, ["end"] = nil, [10] = {x = 1}}"#)
        let text = table.text
        let summary = try LuaThread.run {
            try LuaState().run(
                "local t = " + text + " return #t .. t[2] .. tostring(t.name) .. t['two words'] .. t[10].x")[0]
                .stringValue
        }
        #expect(summary == "2twotrue0.51")
        #expect(LuaLiteral.record([]).text == "{}")
        #expect(LuaLiteral.code("app").keyText == "[app]")
    }
}
