/// Where a service gets its access token, and how an expired one is renewed.
protocol AccessTokens: Sendable {
    /// The access token to send now.
    func current() async -> String
    /// A fresh token to replace `stale`, which the server refused; `refresh` trades the
    /// refresh token for a new access token.
    func renew(
        after stale: String, using refresh: @escaping @Sendable (String) async throws(NetworkError) -> String
    ) async throws(NetworkError) -> String
}

/// Access tokens that many requests share: a refused token is renewed once, however many
/// requests were refused with it.
///
/// The first request to report a stale token starts the refresh; every other request that
/// reports the same token waits for that refresh and gets its result, success or error. A
/// request that reports a token already replaced gets the new one at once. A refresh the
/// server refused (`unauthorized`: the session has ended) is remembered for its stale token,
/// so requests arriving late get the same error instead of starting a loop of refreshes;
/// only a new sign-in (``signIn(accessToken:refreshToken:)``) starts over. A refresh that
/// failed for a reason that may pass (no answer, a 503) is not remembered: the next request
/// that meets the stale token refreshes again.
///
/// ```swift
/// let tokens = SharedTokens(accessToken: "token-1", refreshToken: "refresh-1")
/// let fresh = try await tokens.renew(after: "token-1") { refresh in try await send(refresh) }
/// ```
actor SharedTokens: AccessTokens {
    private var accessToken: String
    private var refreshToken: String
    private var renewal: (stale: String, task: Task<Result<String, NetworkError>, Never>)?
    private var refusal: (stale: String, error: NetworkError)?

    /// How many refreshes were started.
    private(set) var refreshes = 0

    /// Tokens from a sign-in.
    init(accessToken: String, refreshToken: String) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }

    /// Replaces both tokens, as a new sign-in does, and forgets a refused renewal.
    func signIn(accessToken: String, refreshToken: String) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        refusal = nil
    }

    func current() -> String { accessToken }

    func renew(
        after stale: String, using refresh: @escaping @Sendable (String) async throws(NetworkError) -> String
    ) async throws(NetworkError) -> String {
        if stale != accessToken { return accessToken }
        if let refusal, refusal.stale == stale { throw refusal.error }
        if let renewal, renewal.stale == stale { return try await renewal.task.value.get() }
        refreshes += 1
        let refreshToken = refreshToken
        let task = Task { () -> Result<String, NetworkError> in
            do throws(NetworkError) {
                return .success(try await refresh(refreshToken))
            } catch {
                return .failure(error)
            }
        }
        renewal = (stale, task)
        let result = await task.value
        renewal = nil
        switch result {
        case .success(let fresh): accessToken = fresh
        case .failure(.unauthorized(let reason)): refusal = (stale, .unauthorized(reason))
        case .failure: break  // may pass: the next request that meets `stale` refreshes again
        }
        return try result.get()
    }
}
