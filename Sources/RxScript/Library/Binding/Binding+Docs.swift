extension DocCatalog {
    /// RxCocoa's binding layer over rxrepl's virtual controls.
    @_optimize(none) static var binding: DocFamilyPage {
        DocFamilyPage(
            .binding,
            [
                DocEntry(
                    "bind", .method, aliases: ["bindTo"],
                    summary: "subscribes a stream into a sink, a control property or an observer",
                    details: """
                        stream.bind(to: label.rx.text) sets the text with each value; bind(to:) also takes several \
                        targets, a subject or relay, and bind(onNext:) takes a closure. rxrepl watches bindings for \
                        the classic mistakes and warns.
                        """,
                    corners: [
                        "An error reaching a binding is a programmer error in RxCocoa (a crash in debug builds); "
                            + "rxrepl reports it. Use asDriver(onErrorJustReturn:) or catchAndReturn first.",
                        "Values from a background queue reach UI off the main thread: observe(on: main) first.",
                    ],
                    example: "sink label\ncold(\"-a-b|\").bind(to: label)"),
                DocEntry(
                    "rx", .method, aliases: ["rx_text", "rx_observe"],
                    summary: "a view's reactive side: label.rx.text, button.rx.tap, field.rx.text",
                    details: """
                        Every control has rx members as in RxCocoa: properties you can both observe and bind to \
                        (text, isOn, value), events (tap, itemSelected), and binders (a label's text). rx also \
                        observes key paths of your own objects (rx.observe).
                        """,
                    corners: [
                        "field.rx.text starts with the current value at subscription, before any typing.",
                        "rx_text and rx_observe(String.self, \"text\") are the RxCocoa 2 spellings and say so once.",
                        "Inside extension Reactive where Base: X (or Base == X), rx's members are in scope without "
                            + "self. (base, controlEvent, controlProperty, text), as in Swift; a member declared there "
                            + "replaces the built-in one of that name, with a note.",
                    ],
                    example: """
                        let field = TextField()
                        let title = Label()
                        field.rx.text.orEmpty.bind(to: title.rx.text)
                        field.type("rx")
                        """,
                    members: [
                        ("rx", "the view's reactive members"), ("name", "the view's name on the virtual screen"),
                        ("rx_text", "the old spelling of rx.text"), ("rx_observe", "the old spelling of rx.observe"),
                        ("rx_itemsWithCellIdentifier", "the old spelling of rx.items(cellIdentifier:)"),
                        ("base", "the view an rx belongs to"), ("deallocated", "emits when the object goes away"),
                        ("observe", "a stream of a property's values, by key path (KVO)"),
                        ("observeWeakly", "like observe, without keeping the object alive"),
                        ("controlEvent", "the events of one kind: rx.controlEvent(.valueChanged)"),
                        ("controlProperty", "a property built from events, a getter and a setter"),
                        (
                            "controlPropertyWithDefaultEvents",
                            "controlProperty on editing and value-changed events (RxCocoa's own helper)"
                        ),
                        ("text", "a field's or label's text"), ("value", "a control's value"),
                        ("tap", "a button's taps"), ("title", "a button's title, as a binder"),
                        ("isOn", "a switch's state"), ("date", "a date picker's date"),
                        ("isHidden", "hides or shows the view, as a binder"),
                        ("alpha", "the view's opacity, as a binder"),
                        ("isEnabled", "turns a control on or off, as a binder"),
                        ("isRefreshing", "a refresh control's spinner, as a binder"),
                        ("isAnimating", "an activity indicator's spinning, as a binder"),
                        ("selectedSegmentIndex", "a segmented control's selection"),
                        ("initial", "observe(options:): also the current value"),
                        ("new", "observe(options:): the new value"), ("old", "observe(options:): the old value"),
                        ("prior", "observe(options:): also before the change"),
                    ],
                    tables: [
                        "View", "Reactive", "Reactive<Control>", "Reactive<Button>", "Reactive<Label>",
                        "Reactive<TextField>", "Reactive<Switch>", "Reactive<Slider>", "Reactive<Stepper>",
                        "Reactive<SegmentedControl>", "Reactive<DatePicker>", "Reactive<RefreshControl>",
                        "Reactive<ActivityIndicator>", "implicit member",
                    ]),
                DocEntry(
                    "Binder", .type, aliases: ["UIBindingObserver"],
                    summary: "an observer that applies values on main: Binder(view) { view, value in ... }",
                    details: "What RxCocoa's rx properties are built from; your own binders bind like any other.",
                    corners: [
                        "RxSwift 3–4's UIBindingObserver(UIElement: view) { view, value in … } makes a Binder and "
                            + "says once that today's RxSwift writes Binder(view)."
                    ],
                    example: """
                        let title = Label()
                        let shout = Binder(title) { label, text in label.text = text.uppercased() }
                        just("hello").bind(to: shout)
                        """,
                    members: [
                        ("onNext", "applies a value, as bind(to:) does"), ("asObserver", "the binder, as an observer"),
                    ],
                    tables: ["Binder"]),
                DocEntry(
                    "ControlEvent", .type, summary: "a control's events as a stream: button.rx.tap",
                    details: """
                        Never fails and delivers on main. The event kinds are RxCocoa's: .touchUpInside, \
                        .valueChanged, .editingChanged…; control.sendActions(for:) fires one.
                        """,
                    example: """
                        let button = Button("Go")
                        button.rx.tap.subscribe(onNext: { print("tapped") })
                        button.sendActions(for: .touchUpInside)
                        """,
                    members: [
                        ("asDriver", "the events as a Driver"), ("asSignal", "the events as a Signal"),
                        ("sendActions", "fires a control's events of one kind"),
                        ("touchUpInside", "a tap"), ("touchDown", "a finger down"),
                        ("valueChanged", "the value changed"), ("editingChanged", "the text changed"),
                        ("editingDidBegin", "editing started"), ("editingDidEnd", "editing ended"),
                        ("editingDidEndOnExit", "return was pressed"),
                        ("primaryActionTriggered", "the control's main action"),
                        ("allEditingEvents", "every editing event"), ("allEvents", "every event"),
                    ],
                    tables: ["ControlEvent", "Control", "implicit member"]),
                DocEntry(
                    "ControlProperty", .type, summary: "a control's value you can observe and bind to: field.rx.text",
                    details: """
                        Subscribing gives the current value, then every change the user makes; binding to it sets \
                        the control. orEmpty turns an optional text into a String.
                        """,
                    corners: ["changed skips the current value and emits only changes."],
                    example: """
                        let toggle = Switch(isOn: false)
                        toggle.rx.isOn.subscribe(onNext: { print("on:", $0) })
                        toggle.toggle()
                        """,
                    members: [
                        ("orEmpty", "the text with nil as \"\""),
                        ("changed", "only the changes, not the current value"),
                        ("asDriver", "the values as a Driver"), ("asSignal", "the values as a Signal"),
                        ("onNext", "sets the control's value"),
                    ],
                    tables: ["ControlProperty"]),
                DocEntry(
                    "Label", .type, aliases: ["UILabel"], summary: "a virtual label: bind text to it",
                    details: "Label() (or Label(name:)) appears on :sinks with its text and who binds to it.",
                    example: "let title = Label()\njust(\"hello\").bind(to: title.rx.text)"),
                DocEntry(
                    "Sink", .type, summary: "a named value on the virtual screen: sink label",
                    details: """
                        The statement 'sink label' declares one; binding to it shows each value with its thread and \
                        time in :sinks. sink.value reads what it holds.
                        """,
                    example: "sink label\njust(\"hi\").bind(to: label)\nprint(label.value)",
                    members: [("value", "what it holds now")], tables: ["Sink"]),
                DocEntry(
                    "Button", .type, aliases: ["UIButton"], summary: "a virtual button: button.tap() fires rx.tap",
                    details: "Button(\"Search\") has a title; :tap NAME taps it from the prompt.",
                    example: """
                        let button = Button("Search")
                        button.rx.tap.subscribe(onNext: { print("search") })
                        button.tap()
                        """,
                    members: [("tap", "taps it: rx.tap emits")], tables: ["Button"]),
                DocEntry(
                    "TextField", .type, aliases: ["UITextField", "UISearchBar"],
                    summary: "a virtual text field: field.type(\"rx\") types",
                    details: """
                        type(_:) types a character at a time (every: sets the pace), so rx.text emits each prefix; \
                        clear() empties it. :type NAME TEXT types from the prompt.
                        """,
                    example: """
                        let field = TextField()
                        field.rx.text.orEmpty.subscribe(onNext: { print("text:", $0) })
                        field.type("hi")
                        """,
                    members: [("type", "types text a character at a time"), ("clear", "empties the field")],
                    tables: ["TextField"]),
                DocEntry(
                    "TextView", .type, aliases: ["UITextView"], summary: "a virtual multi-line text view",
                    details: "Like a text field for binding: its rx.text can be bound and observed.",
                    example: "let notes = TextView()\njust(\"note\").bind(to: notes.rx.text)"),
                DocEntry(
                    "Switch", .type, aliases: ["UISwitch"], summary: "a virtual switch: toggle() flips rx.isOn",
                    details: "Switch(isOn: false) starts off; rx.isOn (or rx.value) emits its state.",
                    example: """
                        let toggle = Switch(isOn: false)
                        toggle.rx.isOn.subscribe(onNext: { print("on:", $0) })
                        toggle.toggle()
                        """,
                    members: [("toggle", "flips it")], tables: ["Switch"]),
                DocEntry(
                    "Slider", .type, aliases: ["UISlider"], summary: "a virtual slider: slide(to:) moves rx.value",
                    details: "Slider(min:max:value:) sets its range; :sinks draws it as a bar.",
                    example: """
                        let volume = Slider(min: 0, max: 10, value: 5)
                        volume.rx.value.subscribe(onNext: { print($0) })
                        volume.slide(to: 7)
                        """,
                    members: [("slide", "moves it to a value")], tables: ["Slider"]),
                DocEntry(
                    "Stepper", .type, aliases: ["UIStepper"], summary: "a virtual stepper: increment() and decrement()",
                    details: "Stepper(value:min:max:step:); rx.value emits the value after each step.",
                    example: """
                        let count = Stepper(value: 1, min: 0, max: 5, step: 1)
                        count.rx.value.subscribe(onNext: { print($0) })
                        count.increment()
                        """,
                    members: [("increment", "one step up"), ("decrement", "one step down")], tables: ["Stepper"]),
                DocEntry(
                    "SegmentedControl", .type, aliases: ["UISegmentedControl"],
                    summary: "virtual segments: select(i) sets rx.selectedSegmentIndex",
                    details: "SegmentedControl([\"a\", \"b\"]) starts with nothing selected (-1).",
                    example: """
                        let tabs = SegmentedControl(["list", "map"])
                        tabs.rx.selectedSegmentIndex.subscribe(onNext: { print($0) })
                        tabs.select(1)
                        """,
                    members: [("select", "selects a segment"), ("titles", "the segments' titles")],
                    tables: ["SegmentedControl"]),
                DocEntry(
                    "DatePicker", .type, aliases: ["UIDatePicker"],
                    summary: "a virtual date picker: pick(_:) sets rx.date",
                    details: "rx.date (or rx.value) emits the picked date.",
                    example: "let picker = DatePicker()\npicker.rx.date.subscribe(onNext: { print($0) })",
                    members: [("pick", "picks a date")], tables: ["DatePicker"]),
                DocEntry(
                    "RefreshControl", .type, aliases: ["UIRefreshControl"],
                    summary: "a virtual pull-to-refresh: pull() fires .valueChanged",
                    details: "beginRefreshing() and endRefreshing() show the spinner state on :sinks.",
                    example: """
                        let refresh = RefreshControl()
                        refresh.rx.controlEvent(.valueChanged).subscribe(onNext: { print("reload") })
                        refresh.pull()
                        """,
                    members: [
                        ("pull", "pulls it, as a user would"), ("beginRefreshing", "shows it refreshing"),
                        ("endRefreshing", "shows it done"),
                    ],
                    tables: ["RefreshControl"]),
                DocEntry(
                    "ActivityIndicator", .type, aliases: ["UIActivityIndicatorView"],
                    summary: "a virtual spinner: startAnimating() and stopAnimating()",
                    details: "Shows on :sinks whether it spins; bind a Bool to rx.isAnimating in apps.",
                    example: "let spinner = ActivityIndicator()\nspinner.startAnimating()",
                    members: [("startAnimating", "starts spinning"), ("stopAnimating", "stops spinning")],
                    tables: ["ActivityIndicator"]),
            ])
    }
}
