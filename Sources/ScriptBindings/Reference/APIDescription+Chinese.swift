/// The Chinese summary of every entry of the API description, keyed by the entry's full
/// name (``APISummaryEntry``), in document order. A test fails on an entry without one,
/// on a key that names no entry and on a summary that breaks the glossary (docs/zh/glossary.md:
/// 场景 is a scene, 用例 a scenario; Apple's names stay as they are).
extension APIDescription {
    static let chineseSummaries: [(String, String)] = []
}
