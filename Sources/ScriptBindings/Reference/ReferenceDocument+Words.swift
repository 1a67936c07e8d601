import MessageCatalog

extension ReferenceDocument {
    /// The reference's words in one language: headings, column names, notes and the
    /// summaries (English from the API description, Chinese from its table of Chinese
    /// summaries). Names, types, selectors and Apple's names stay as they are.
    struct Words {
        let language: Language

        /// `en` in English, `zh` in Chinese.
        func say(_ en: String, _ zh: String) -> String { language == .zh ? zh : en }

        func summary(_ key: String, _ english: String) -> String { APIDescription.summary(key, english, language) }

        /// A summary as a sentence of a paragraph: with its full stop.
        func sentence(_ text: String) -> String { text + say(".", "。") }

        var preamble: [String] {
            guard language == .zh else {
                return [
                    "# applife Lua API reference",
                    "",
                    "<!-- Generated from Sources/ScriptBindings/Reference/APIDescription.swift by ReferenceDocument.markdown().",
                    "     Do not edit by hand: regenerate with `APPLIFE_RECORD=1 swift test --filter ReferenceTests`. -->",
                    "",
                    "Every name a scenario file can use. *Where* says where a function may be called: "
                        + "**declaration** (main chunk or scenario body), **scenario** (the time line: main chunk, "
                        + "scenario body, at/after functions), **app code** (delegate callbacks, blocks, timers, "
                        + "observers) or **anywhere**. *iOS* is the version Apple's counterpart appeared in: on an "
                        + "older profile (`device{ ios = n }`, 2 to 27) a user or system action is an error naming the "
                        + "version, app code calling the API crashes as iOS did (an unrecognized selector), and UIKit "
                        + "never calls a delegate key (a warning at launch).",
                    "",
                ]
            }
            return [
                "# applife Lua API 参考",
                "",
                "<!-- Generated from Sources/ScriptBindings/Reference/APIDescription.swift and APIDescription+Chinese.swift",
                "     by ReferenceDocument.markdown(language: .zh). Do not edit by hand: regenerate with",
                "     `APPLIFE_RECORD=1 swift test --filter ReferenceTests`. -->",
                "",
                "用例文件能用的每一个名字（英文版：[docs/reference.md](../reference.md)）。"
                    + "“在哪里调用”说明函数可以在哪里调用：**声明处**（主代码块或用例体）、**用例的时间线**"
                    + "（主代码块、用例体、at/after 的函数）、**应用代码**（代理回调、代码块、定时器、观察者）"
                    + "或**任何地方**。“iOS”一栏是 Apple 对应的 API 出现的版本：在更旧的设备配置上"
                    + "（`device{ ios = n }`，2 到 27），用户或系统动作是一个指明版本的错误，应用代码调用这个 API "
                    + "会像 iOS 那样崩溃（unrecognized selector），UIKit 也不会调用那个代理键（启动时给出警告）。"
                    + "函数名、类型、选择器和 Apple 的名字保持原样；术语见 [glossary.md](glossary.md)。",
                "",
            ]
        }

        /// Column names.
        func header(_ names: [String]) -> [String] {
            guard language == .zh else { return names }
            let zh: [String: String] = [
                "function": "函数", "where": "在哪里调用", "summary": "说明", "field": "字段", "type": "类型",
                "default": "默认值", "access": "读写", "key": "键", "Apple selector": "Apple 的选择器",
                "arguments": "参数", "returns": "返回", "notification": "通知", "switch": "开关",
                "accepts": "取值", "source": "出处", "iOS \(defaultsIOS) default": "iOS \(defaultsIOS) 的默认值",
            ]
            return names.map { zh[$0] ?? $0 }
        }

        func context(_ context: APIContext) -> String {
            guard language == .zh else { return ReferenceDocument.context(context) }
            switch context {
            case .declaration: return "声明处"
            case .scenario: return "用例的时间线"
            case .appCode: return "应用代码"
            case .anywhere: return "任何地方"
            }
        }

        func apple(_ equivalent: AppleEquivalent?) -> String {
            guard language == .zh, let equivalent else { return ReferenceDocument.apple(equivalent) }
            return APIDescription.apple(equivalent.api, .zh)
                + (equivalent.deprecated.map { "（iOS \($0) 起弃用）" } ?? "")
        }

        /// A default written in words (the rest are Lua values).
        func defaultValue(_ value: String) -> String {
            guard language == .zh else { return value }
            let zh: [String: String] = [
                "com.example.<name, lower case, letters and digits>": "com.example.<name 的小写字母和数字>",
                "the device's iOS": "设备的 iOS 版本",
                "none (no delegate)": "无（没有代理）",
            ]
            return zh[value] ?? value
        }

        /// The title of a receiver's section of keys and the note under its table.
        func receiverSection(_ binding: ReceiverBinding) -> (String, String) {
            guard language == .zh else { return (binding.referenceTitle, binding.referenceNote) }
            switch binding.receiver {
            case .appDelegate:
                return (
                    "代理键和 Apple 的选择器",
                    "键也可以写成 Apple 的选择器。未知的键是一个错误，错误信息会给出最接近的键"
                        + "（“did you mean didEnterBackground?”）。时间线总是显示选择器。在场景应用里，UIKit "
                        + "把前台和后台回调、URL、活动和快捷操作发给场景代理；把它们声明在应用代理上会留下一条警告。"
                )
            case .sceneDelegate:
                return (
                    "场景代理键",
                    "`scenes` 或 `swiftui` 应用的 `app{ scene_delegate = { ... } }`。每个回调的第一个参数是场景；"
                        + "时间线给它起名（`Notes#1`），并显示 `[SceneDelegate selector]`。在 expect.callbacks 里写 "
                        + "`scene.didBecomeActive`。"
                )
            case .swiftUI:
                return (
                    "SwiftUI 键",
                    "`swiftui` 应用的 `app{ swiftui = { ... } }`。phase 从 inactive 开始，只有场景的状态对应到另一个 "
                        + "phase 时才改变；在 expect.callbacks 里写 `phase:inactive->active` 或 "
                        + "`app_phase:inactive->active`。"
                )
            case .notificationDelegate:
                return (
                    "通知代理键",
                    "`app{ notification_delegate = { ... } }`：UNUserNotificationCenterDelegate（iOS 10+），"
                        + "无场景的应用和场景应用都一样。第一个参数是 application。它实现了某个方法时，"
                        + "应用代理里较旧的那个通知方法就不会为这条通知被调用（见 remoteNotificationAppDelegate 开关）。"
                )
            }
        }

        func functionTable(_ functions: [APIFunction]) -> [String] {
            table(
                header(["function", "where", "summary", "Apple", "iOS"]),
                functions.map { f in
                    [code(f.signature), context(f.context), summary(f.name, f.summary), apple(f.apple), since(f.apple)]
                })
        }

        func appFieldTable(_ fields: [APIField]) -> [String] {
            table(
                header(["field", "type", "default", "summary", "Apple", "iOS"]),
                fields.map { f in
                    [
                        code(f.name), code(f.type.description),
                        f.optional ? (f.defaultValue.map { code(defaultValue($0)) } ?? "nil") : say("required", "必填"),
                        summary("app{}.\(f.name)", f.summary), apple(f.apple), since(f.apple),
                    ]
                })
        }

        func classBody(_ c: APIClass) -> [String] {
            var lines = [
                "`\(c.variable)` (`\(c.name)`)" + say(": ", "：") + sentence(summary("class \(c.name)", c.summary))
            ]
            if !c.fields.isEmpty {
                lines +=
                    [""]
                    + table(
                        header(["field", "type", "access", "summary", "Apple", "iOS"]),
                        c.fields.map { f in
                            [
                                code("\(c.variable).\(f.name)"), code(f.type.description),
                                f.access == .readWrite ? say("read/write", "读写") : say("read", "只读"),
                                summary("\(c.name).\(f.name)", f.summary), apple(f.apple), since(f.apple),
                            ]
                        })
            }
            if !c.methods.isEmpty { lines += [""] + functionTable(c.methods) }
            return lines
        }

        func delegateTable(_ keys: [APIDelegateKey]) -> [String] {
            table(
                header(["key", "Apple selector", "arguments", "returns", "notification", "iOS", "summary"]),
                keys.map { k in
                    [
                        code(k.name), code(k.selector),
                        code(k.arguments.map(\.description).joined(separator: ", ")),
                        k.returns.isEmpty ? "" : code(k.returns.map(\.description).joined(separator: ", ")),
                        k.notification.map(code) ?? "",
                        String(k.since)
                            + (k.deprecated.map { say(" (deprecated \($0))", "（iOS \($0) 起弃用）") } ?? ""),
                        summary("\(k.table).\(k.name)", k.summary),
                    ]
                })
        }

        func switchTable(_ switches: [APIDeviceSwitch]) -> [String] {
            table(
                header(["switch", "accepts", "iOS \(defaultsIOS) default", "source", "summary"]),
                switches.map { s in
                    [
                        code(s.name), code(s.accepts), code(s.defaultValue(ios: defaultsIOS)), s.source,
                        summary("device{}.\(s.name)", s.summary),
                    ]
                })
        }
    }
}
