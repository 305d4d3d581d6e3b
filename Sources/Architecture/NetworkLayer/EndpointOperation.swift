/// One endpoint request running on its own task: its answer can be awaited, and it can be
/// cancelled while in flight.
///
/// ```swift
/// let load = EndpointOperation(MessagesRequest(conversation: id), service: service)
/// load.cancel()
/// await load.result   // .failure(.cancelled)
/// ```
final class EndpointOperation<Request: EndpointRequest>: Sendable {
    /// The request being sent.
    let request: Request
    private let task: Task<Result<Request.Response, NetworkError>, Never>

    /// Starts sending `request` through `service`.
    init(_ request: Request, service: any EndpointService) {
        self.request = request
        self.task = Task {
            do throws(NetworkError) {
                return .success(try await service.send(request))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Cancels the request; if it has not been answered, the result is `.cancelled`.
    func cancel() { task.cancel() }

    /// The answer, or the error that ended the request.
    var result: Result<Request.Response, NetworkError> {
        get async { await task.value }
    }
}
