import ScriptBindings

/// The studio's one page: plain HTML, CSS and JavaScript kept in the binary (no CDN, no
/// build step, nothing fetched). Style and script are inline; the script runs only with the
/// response's nonce (its Content-Security-Policy), so no other script can run in the page.
/// The parts: the markup (``body``), the style sheet (``style``), and the script in pieces
/// that share one `studio` object: the connection and the page's language (its words in
/// ``StudioText``), the device, its controls panel (made from the action table,
/// ``controls``), the panels, lab mode, and what the page keeps
/// (``historyScript``).
enum StudioPage {
    static func html(nonce: String, language: LabLanguage = .en) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(StudioLanguage.tag(language))"><head><meta charset="utf-8"><title>applife studio</title>
        <meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
        <style>\(style)</style></head>
        <body>\(body)<script nonce="\(nonce)">
        "use strict";
        const studioTexts = \(StudioText.json);
        const studioLanguage = "\(language.rawValue)";
        \(connectionScript)
        \(languageScript)
        \(deviceScript)
        \(controlsScript)
        \(panelScript)
        \(diagramScript)
        \(labScript)
        \(historyScript)
        \(keysScript)
        studio.applyLanguage();
        studio.connect();
        </script></body></html>
        """
    }
}
