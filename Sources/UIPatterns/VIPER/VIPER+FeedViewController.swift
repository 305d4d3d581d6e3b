extension VIPER {
    /// The feed module's View: MVP's passive View, the same type, forwarding to VIPER's
    /// presenter. It shows what the presenter says and forwards input to it; unlike MVP's, it
    /// never builds the comments screen: the Router pushes the comments module.
    typealias FeedViewController = MVP.FeedViewController<FeedPresenter>
}

extension MVP.FeedViewController: VIPER.FeedViewInterface {}
