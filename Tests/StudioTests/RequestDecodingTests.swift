import Testing
@testable import Studio

@Suite("RequestDecoding")
struct RequestDecodingTests {
    @Test("a control decodes to its user.* statement")
    func control() throws {
        let request = try StudioRequest.decode(Array(#"{"id":3,"op":"control","control":"tap","app":"Todo"}"#.utf8))
        #expect(request == StudioRequest(id: 3, .control(.tap("Todo"))))
    }
}
