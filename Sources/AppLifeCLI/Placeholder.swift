import LuaHost
import Lifecycle
public enum AppLifeCLIPlaceholder {}
