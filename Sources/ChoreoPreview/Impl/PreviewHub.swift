import ChoreoScene
import Foundation

/// The scene file and every open page's session: reloads the file when it changes and tells
/// each page, keeping the last good scene when the file is broken.
@MainActor
final class PreviewHub {
    let sceneURL: URL
    private(set) var document: SceneDocument?
    private(set) var errors: [String] = []
    private var lastContents: Data?
    private var sessions: [ObjectIdentifier: (session: PreviewSession, send: @Sendable (String) -> Void)] = [:]

    init(sceneURL: URL) {
        self.sceneURL = sceneURL
        _ = reloadIfChanged()
    }

    var sessionCount: Int { sessions.count }

    /// Reads the file again when its bytes changed; true when they did.
    @discardableResult
    func reloadIfChanged() -> Bool {
        let contents = FileManager.default.contents(atPath: sceneURL.path)
        guard contents != lastContents || (contents == nil && document == nil && errors.isEmpty) else { return false }
        lastContents = contents
        do {
            let loaded = try SceneDocument(contentsOf: sceneURL)
            document = loaded
            errors = []
            for (_, entry) in sessions {
                entry.session.reload(loaded)
                entry.send(entry.session.sceneMessage())
                entry.send(entry.session.frame())
            }
        } catch {
            errors = error.errors.map(\.description)
            let message = MessageCoding.json(ErrorsMessage(lines: errors))
            for (_, entry) in sessions { entry.send(message) }
        }
        return true
    }

    /// A session for a new page, or nil while the file has never loaded.
    func open(send: @escaping @Sendable (String) -> Void) -> PreviewSession? {
        guard let document else { return nil }
        let session = PreviewSession(document: document)
        sessions[ObjectIdentifier(session)] = (session, send)
        return session
    }

    /// Frees a page's session (its stage and nodes go with it).
    func close(_ session: PreviewSession) {
        sessions[ObjectIdentifier(session)] = nil
    }

    /// What a page is sent first.
    func greeting(for session: PreviewSession) -> [String] {
        var messages = [session.sceneMessage(), session.frame()]
        if !errors.isEmpty { messages.append(MessageCoding.json(ErrorsMessage(lines: errors))) }
        return messages
    }
}
