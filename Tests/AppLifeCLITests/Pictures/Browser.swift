import Foundation
@testable import AppLifeCLI
@testable import TracePictures

/// Headless Chromium, run as a child process with its own profile folder and a time limit.
struct Browser {
    let path: String
    let profile: URL

    static let names = [
        "chromium", "chromium-headless-shell", "chromium-browser", "google-chrome", "google-chrome-stable",
    ]

    /// APPLIFE_CHROMIUM when set (a path that is not a program, such as `none`,
    /// means no browser), else the first of ``names`` on the PATH.
    static func find(_ environment: [String: String]) -> String? {
        if let path = environment["APPLIFE_CHROMIUM"] {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    /// Runs the browser headless; returns its standard output (kept in a file
    /// beside the profile, so a full pipe can never stall it).
    func run(_ arguments: [String], timeout: TimeInterval = 90) throws -> String {
        let manager = FileManager.default
        try manager.createDirectory(at: profile, withIntermediateDirectories: true)
        let outputFile = profile.appendingPathComponent("stdout.txt")
        _ = manager.createFile(atPath: outputFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                "--no-first-run", "--user-data-dir=\(profile.path)",
            ] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw BrowserError.timedOut(arguments.joined(separator: " "))
            }
            usleep(50_000)
        }
        return String(decoding: manager.contents(atPath: outputFile.path) ?? Data(), as: UTF8.self)
    }

    enum BrowserError: Error { case timedOut(String) }

    /// The width and height attributes of an SVG document's root.
    static func size(of svg: String) -> (width: Int, height: Int)? {
        guard let header = svg.range(of: "<svg ").map({ svg[$0.lowerBound...].prefix(300) }) else { return nil }
        func value(_ name: String) -> Int? {
            guard let start = header.range(of: " \(name)=\"") else { return nil }
            return Int(header[start.upperBound...].prefix { $0 != "\"" })
        }
        guard let width = value("width"), let height = value("height") else { return nil }
        return (width, height)
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ bytes: Data) -> (width: Int, height: Int)? {
        guard bytes.count >= 24 else { return nil }
        let b = [UInt8](bytes.prefix(24))
        func int(_ at: Int) -> Int { Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) }
        return (int(16), int(20))
    }

    /// A page holding each SVG inline (for its DOM and the labels' real boxes)
    /// and as an image drawn on a canvas (for its pixels). It writes what it
    /// finds, per picture and as base64 JSON, into `<pre id="result">`.
    static func probePage(svgs: [(name: String, text: String)]) -> String {
        let pictures = svgs.map { svg in
            "<div class=\"picture\" data-name=\"\(svg.name)\">"
                + svg.text.components(separatedBy: "\n").dropFirst().joined(separator: "\n") + "</div>"
        }.joined(separator: "\n")
        let states = SVGStyle.states.prefix(5).map { "\"\($0.state)\":\"\($0.fill)\"" }.joined(separator: ",")
        return """
            <!DOCTYPE html><html><body style="margin:0"><pre id="result">pending</pre>
            \(pictures)
            <script>
            const fills = {\(states)};
            function probe(div) {
              const svg = div.querySelector('svg');
              const box = svg.getBoundingClientRect();
              const lanes = [...svg.querySelectorAll('text.lane-title')].map(t => t.textContent);
              const labels = [...svg.querySelectorAll('text.lbl')].map(t => ({text: t.textContent, r: t.getBoundingClientRect()}));
              const overlaps = [], cut = [];
              for (let i = 0; i < labels.length; i++) {
                const a = labels[i].r;
                if (a.right > box.right + 0.5 || a.left < box.left - 0.5) cut.push(labels[i].text);
                for (let j = i + 1; j < labels.length; j++) {
                  const b = labels[j].r;
                  const dx = Math.min(a.right, b.right) - Math.max(a.left, b.left);
                  const dy = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
                  if (dx > 1 && dy > 1) overlaps.push(labels[i].text + ' / ' + labels[j].text);
                }
              }
              return new Promise(done => {
                const image = new Image();
                image.onload = () => {
                  const canvas = document.createElement('canvas');
                  canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
                  const g = canvas.getContext('2d');
                  g.drawImage(image, 0, 0);
                  const d = g.getImageData(0, 0, canvas.width, canvas.height).data;
                  const targets = Object.entries(fills).map(([s, hex]) => [s, parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)]);
                  const states = {}; let ink = 0;
                  for (const t of targets) states[t[0]] = 0;
                  for (let i = 0; i < d.length; i += 4) {
                    if (d[i] < 240 || d[i + 1] < 240 || d[i + 2] < 240) ink++;
                    for (const t of targets) if (d[i] === t[1] && d[i + 1] === t[2] && d[i + 2] === t[3]) states[t[0]]++;
                  }
                  done([div.dataset.name, {lanes, labels: labels.length, overlaps, cut, ink: ink / (d.length / 4), states}]);
                };
                image.onerror = () => done([div.dataset.name, {error: 'the SVG did not load as an image'}]);
                image.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(svg.outerHTML)));
              });
            }
            Promise.all([...document.querySelectorAll('.picture')].map(probe)).then(results => {
              document.getElementById('result').textContent = btoa(unescape(encodeURIComponent(JSON.stringify(Object.fromEntries(results)))));
              document.querySelectorAll('.picture').forEach(div => div.remove());
            });
            </script></body></html>
            """
    }

    /// The probe's findings, from the DOM Chromium printed.
    static func probeResult(_ dom: String) -> [String: Any]? {
        guard let start = dom.range(of: "<pre id=\"result\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
            let data = Data(base64Encoded: String(dom[start.upperBound..<end.lowerBound]))
        else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
