/// A message on its way to a user: the product.
protocol NotificationMessage {
    /// The message as the user receives it.
    func compose(_ text: String, for user: String) -> String
}
