import Lifecycle
import MessageCatalog

/// An error a learner meets, worded in the session's language when it is raised into Lua
/// (``ScriptSession`` installs `LuaState.errorWording`); its `description` is the English.
protocol WordedError: Error, CustomStringConvertible {
    func text(_ language: Language) -> String
}

extension WordedError {
    var description: String { text(.en) }
}

extension EngineError: WordedError {}

/// A misuse of the API (a call from the wrong place, a bad value) as a sentence of the
/// catalog.
///
///     throw Misuse(.calledFromAppCode, "user.home")
struct Misuse: WordedError {
    let sentence: Sentence

    init(_ key: SentenceKey, _ arguments: String...) {
        sentence = Sentence(key, arguments: arguments)
    }

    func text(_ language: Language) -> String { sentence.text(language) }
}
