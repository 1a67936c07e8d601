/// Placeholder until the engine lands.
public enum LifecyclePlaceholder {}
