/// Audio playback (facts §5.6): an app with the `audio` background mode keeps running in
/// the background while it plays, and is suspended as usual once playback ends ([A1]: "for
/// audio, the app is suspended once playback stops"). Without the mode, leaving the app
/// stops its audio with the rest of it.
///
///     try device.application(player).playAudio(seconds: 180)   // then Home: runs 180 s more
extension Device {
    /// The longest playback one call starts (one day), applife's bound.
    public static let maxPlaybackSeconds = 86_400.0

    func playAudio(_ app: AppID, seconds: Double) throws {
        try requireExecuting(app)
        guard seconds.isFinite, seconds >= 0, seconds <= Self.maxPlaybackSeconds else {
            throw CallbackFailure(
                message: "play_audio: seconds must be between 0 and \(Int(Self.maxPlaybackSeconds)) (got \(seconds))",
                location: currentLocation?())
        }
        let p = apps[app].process!
        let until = appNow(app).later(by: VirtualTime.seconds(seconds).nanoseconds)
        let keeps = apps[app].spec.has(.audio)
        record(
            .log, app: app, name: "audio",
            message: "plays audio for \(VirtualTime.seconds(seconds).jsonSeconds) s"
                + (keeps ? " (UIBackgroundModes audio: it keeps running in the background while it plays)" : ""))
        guard keeps else { return }
        p.background.playAudio(until: until)
        loop.queue.schedule(at: until, .suspendCheck(currentProcess(app)))
    }
}

extension Application {
    /// Starts playing audio for `seconds` (AVAudioPlayer's play, as far as the life cycle sees it).
    public func playAudio(seconds: Double) throws { try device.playAudio(id, seconds: seconds) }
}
