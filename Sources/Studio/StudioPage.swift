/// The studio's one page: plain HTML, CSS and JavaScript kept in the binary (no CDN, no
/// build step). The script and style are inline; the script runs only with the response's
/// nonce (its Content-Security-Policy), so no other script can run in the page.
enum StudioPage {
    static func html(nonce: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>applife studio</title>
        <link rel="icon" href="data:,"><style>\(style)</style></head>
        <body>\(body)<script nonce="\(nonce)">\(script)</script></body></html>
        """
    }

    static var script: String { connectionScript }
    static let style = ""
    static let body = ""
    static let connectionScript = ""
}
