/// The version `applife --version` prints.
public enum AppLifeVersion {
    public static let number = "0.1.0"
    public static var description: String { "applife \(number) (Lua 5.4)" }
}
