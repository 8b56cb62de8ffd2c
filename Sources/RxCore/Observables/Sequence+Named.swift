extension ObservableType {
    /// The sequence's elements in order, then completion, reported to stage tracing as `name`.
    ///
    /// For bridges whose elements are another type than the sequence they model: the script language emits
    /// `range` as a sequence of its own values and wants the stage still called `range`.
    public static func sequence<S: Sequence>(_ sequence: S, named name: String,
                                             scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element> where S.Element == Element {
        SequenceProducer(elements: sequence, scheduler: scheduler, name: name)
    }
}
