import RxCocoa

extension DocCatalog {
    /// Views, values and the rest of UIKit that view-controller code uses (`registerUIKitViews`).
    @_optimize(none) static var uikitViewEntries: [DocEntry] {
        [
            DocEntry(
                "UIView", .type, summary: "a plain view that holds others: UIView(), UIView(frame:)",
                details: """
                    Every view (labels, buttons, fields… and UIView itself) has UIKit's view tree: addSubview puts a \
                    view on top of the subviews (taking it from its old superview), subviews lists them back to front. \
                    frame, backgroundColor, isHidden, alpha, tag and isUserInteractionEnabled start with UIKit's \
                    defaults and each set is traced. tap(), pan(by:), longPress() and swipe(_:) are a person's touches, \
                    which the view's gesture recognizers turn into actions.
                    """,
                corners: [
                    "A hidden view, one with alpha below 0.01, or one that takes no touches (a label, until "
                        + "isUserInteractionEnabled = true) ignores touches, and so do the views inside it; a touch "
                        + "that so misses a view's gesture recognizers is warned about once.",
                    "CGRect values are immutable here: write view.frame = CGRect(…) rather than view.frame.origin.x = 10.",
                    "Adding a view to itself or to a view inside it is an error, as it stops a UIKit app.",
                ],
                example: """
                    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                    let badge = UILabel()
                    root.addSubview(badge)
                    badge.backgroundColor = .systemRed
                    print(root.subviews, badge.superview)
                    """,
                members: [
                    ("addSubview", "adds a view on top of the subviews"), ("insertSubview", "adds a view at an index"),
                    ("removeFromSuperview", "takes the view out of its superview"),
                    ("bringSubviewToFront", "moves a subview on top"),
                    ("viewWithTag", "the first view inside with a tag"),
                    ("subviews", "the subviews, back to front"), ("superview", "the view it was added to"),
                    ("layoutIfNeeded", "nothing to lay out on the virtual screen"), ("setNeedsLayout", "the same"),
                    ("sizeToFit", "the same"), ("setNeedsUpdateConstraints", "no constraints to update here"),
                    ("updateConstraintsIfNeeded", "the same"), ("setNeedsDisplay", "nothing to redraw here"),
                    ("frame", "where it is in its superview, a CGRect"),
                    ("bounds", "its own coordinates: its size at the origin (the content offset for a scroll view)"),
                    ("center", "the middle of its frame"), ("backgroundColor", "its fill, a UIColor or nil"),
                    ("isHidden", "hidden from view and touches"), ("alpha", "opacity from 0 to 1"),
                    ("tag", "a number to find it by"), ("isUserInteractionEnabled", "whether touches reach it"),
                    ("layer", "its layer: cornerRadius, borderWidth, borderColor"),
                    ("cornerRadius", "the layer's corner radius"), ("borderWidth", "the layer's border width"),
                    ("borderColor", "the layer's border colour"),
                    ("tap", "a person's tap: its tap recognizers fire (a button's tap() taps the button)"),
                    ("pan", "a person's drag by a CGPoint, in steps: began, changed…, ended"),
                    ("longPress", "a person's press and hold: began, ended"),
                    ("swipe", "a person's swipe in a direction (.left, .right, .up, .down)"),
                    ("addGestureRecognizer", "attaches a gesture recognizer"),
                    ("removeGestureRecognizer", "detaches one"), ("gestureRecognizers", "the attached recognizers"),
                    ("animate", "changes now, completion later"),
                ],
                tables: ["View", "CALayer", "UIView"]),
            DocEntry(
                "CGRect", .type, summary: "a rectangle: CGRect(x:y:width:height:), printed (0.0, 0.0, 100.0, 44.0)",
                details: """
                    CGRect, CGPoint and CGSize print as Swift prints them on Apple platforms. A rectangle has its \
                    origin and size, width and height, and its edges and middle (minX, midX, maxX, minY, midY, maxY). \
                    .zero is a zero rectangle, point or size, whichever the place needs.
                    """,
                example: """
                    let frame = CGRect(x: 10, y: 20, width: 100, height: 44)
                    print(frame, frame.origin, frame.size, frame.midX, frame.maxY)
                    """,
                members: [
                    ("zero", "the zero rectangle (CGRect.zero, or .zero where a geometry value is expected)"),
                    ("x", "a point's x"), ("y", "a point's y"), ("width", "a size's or rectangle's width"),
                    ("height", "a size's or rectangle's height"), ("origin", "a rectangle's origin, a CGPoint"),
                    ("size", "a rectangle's size, a CGSize"), ("minX", "the left edge"), ("midX", "the middle across"),
                    ("maxX", "the right edge"), ("minY", "the top edge"), ("midY", "the middle down"),
                    ("maxY", "the bottom edge"), ("isEmpty", "true for no area"),
                    ("contains", "whether a CGPoint is inside"), ("insetBy", "a rectangle shrunk by dx and dy"),
                    ("offsetBy", "a rectangle moved by dx and dy"),
                ],
                tables: ["CGRect", "CGGeometry", "implicit member"]),
            DocEntry(
                "CGPoint", .type, summary: "a point: CGPoint(x:y:), printed (3.0, 4.0)",
                details: "Its x and y are read with .x and .y; CGPoint.zero is the origin.",
                example: "let point = CGPoint(x: 3, y: 4)\nprint(point, point.x)",
                members: [("zero", "the origin")], tables: ["CGPoint"]),
            DocEntry(
                "CGSize", .type, summary: "a size: CGSize(width:height:), printed (100.0, 44.0)",
                details: "Its width and height are read with .width and .height; CGSize.zero has neither.",
                example: "print(CGSize(width: 100, height: 44))",
                members: [("zero", "no width, no height")], tables: ["CGSize"]),
            DocEntry(
                "CGFloat", .type, summary: "CoreGraphics' number, which is Double here: CGFloat(3) is 3.0",
                details: "CGFloat.self names the type where an API asks for one.",
                example: "print(CGFloat(3) / 2, CGFloat.pi)",
                members: [("pi", "π"), ("random", "CGFloat.random(in: 0...1): a random CGFloat in the range")],
                tables: ["CGFloat"]),
            DocEntry(
                "UIColor", .type, summary: "a colour: .red, .systemBlue, UIColor(red:green:blue:alpha:)",
                details: """
                    UIKit's named colours (red, green, blue, black, white, gray, clear…) and system colours (systemBlue, \
                    systemRed, label, systemBackground… in their light appearance) show by name; any other colour \
                    shows as hex, #FF8000, with the alpha byte when it is not opaque. Colours compare by their \
                    components, so UIColor(white: 0.5, alpha: 1) == .gray.
                    """,
                corners: ["A script's own type with a case named like a colour keeps its case: its .red is its own."],
                example: """
                    print(UIColor.red, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
                    print(UIColor.systemBlue.withAlphaComponent(0.5))
                    """,
                members: Color.names.map { ($0, "UIKit's \($0) colour") } + [
                    ("withAlphaComponent", "the same colour with another alpha")
                ],
                tables: ["UIColor", "implicit member"]),
            DocEntry(
                "UIFont", .type, summary: "a font: UIFont.systemFont(ofSize: 17), UIFont(name: \"Menlo\", size: 12)",
                details: "Shown as system 17.0pt, bold system 20.0pt or Menlo 12.0pt.",
                example: "let title = UILabel()\ntitle.font = .boldSystemFont(ofSize: 20)\nprint(title.font.pointSize)",
                members: [
                    ("systemFont", "the system font at a size"), ("boldSystemFont", "the bold system font at a size"),
                    ("pointSize", "its size"), ("fontName", "its name (.SFUI-Regular for the system font)"),
                    ("withSize", "the same font at another size"),
                ],
                tables: ["UIFont", "implicit member"]),
            DocEntry(
                "setTitle", .method, summary: "a button's title for a state: button.setTitle(\"Go\", for: .normal)",
                details: """
                    UIButton(type: .system) makes a button of a kind (.system, .custom, .contactAdd…). setTitle and \
                    setTitleColor take a state (.normal, .highlighted, .selected, .disabled); the .normal title is \
                    the one shown, currentTitle, and what button.rx.title() binds.
                    """,
                example: """
                    let go = UIButton(type: .system)
                    go.setTitle("Go", for: .normal)
                    print(go.currentTitle, go.title(for: .normal), go.buttonType)
                    """,
                members: [
                    ("setTitle", "sets the title for a state"), ("title", "the title for a state"),
                    ("setTitleColor", "sets the title colour for a state"),
                    ("titleColor", "the title colour for a state"),
                    ("currentTitle", "the title shown"), ("buttonType", "the kind it was made as"),
                    ("system", "a system button"), ("custom", "a custom button"), ("contactAdd", "a + button"),
                    ("detailDisclosure", "an ⓘ button"), ("infoLight", "an ⓘ button"), ("infoDark", "an ⓘ button"),
                    ("close", "a close button"), ("normal", "the normal state"), ("highlighted", "while touched"),
                    ("selected", "the selected state"), ("disabled", "while disabled"),
                ],
                tables: ["Button", "implicit member"]),
            DocEntry(
                "insertSegment", .method, summary: "adds a segment: segments.insertSegment(withTitle:at:animated:)",
                details: """
                    UISegmentedControl() starts with no segments and UISegmentedControl(items:) with one per item; \
                    nothing is selected (-1) until a person picks one. Inserting leaves the selected index as it is.
                    """,
                example: """
                    let mode = UISegmentedControl()
                    mode.insertSegment(withTitle: "List", at: 0, animated: false)
                    mode.insertSegment(withTitle: "Grid", at: 1, animated: false)
                    print(mode.numberOfSegments, mode.titleForSegment(at: 1))
                    """,
                members: [
                    ("insertSegment", "adds a titled segment at an index"), ("setTitle", "renames a segment"),
                    ("removeAllSegments", "removes every segment"), ("titleForSegment", "a segment's title"),
                    ("numberOfSegments", "how many segments"),
                ],
                tables: ["SegmentedControl"]),
            DocEntry(
                "textColor", .method, summary: "a label's look: textColor, font, numberOfLines, textAlignment",
                details: """
                    UIKit's defaults until set: the .label colour, the 17-point system font, one line (0 for as many \
                    as needed) and .natural alignment. Each set is traced.
                    """,
                example: """
                    let title = UILabel()
                    title.textColor = .systemBlue
                    title.textAlignment = .center
                    print(title.textColor, title.font, title.textAlignment)
                    """,
                members: [
                    ("textColor", "the text's colour"), ("font", "the text's font"),
                    ("numberOfLines", "lines to show, 0 for any"), ("textAlignment", "how lines are aligned"),
                    ("left", "aligned left (a swipe's direction too)"), ("center", "centred"),
                    ("right", "aligned right (a swipe's direction too)"), ("justified", "justified"),
                    ("natural", "by the language's direction"),
                ],
                tables: ["Label", "implicit member"]),
            DocEntry(
                "UIAlertController", .type,
                summary: "an alert or action sheet: present(alert), then alert.tap(\"OK\") as a person would",
                details: """
                    UIAlertController(title:message:preferredStyle:) with .alert or .actionSheet; addAction adds \
                    buttons, addTextField (alerts only) text fields. present(alert) puts it on the screen: the trace \
                    says 'presented' and a block shows its title, message, fields and buttons. alert.tap("OK") (or \
                    ':tap alert OK' in the REPL) is a person's tap: the alert is dismissed, then the action's handler \
                    runs with the action, as in UIKit.
                    """,
                corners: [
                    "Tapping an alert that is not presented, or a title it has no action for, is an error that "
                        + "names what to do.",
                    "A disabled action (isEnabled = false) ignores the tap and the alert stays.",
                ],
                example: """
                    let confirm = UIAlertController(
                        title: "Delete?", message: nil, preferredStyle: .alert)
                    confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    confirm.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                        print("deleted")
                    })
                    present(confirm)
                    confirm.tap("Delete")
                    """,
                members: [
                    ("addAction", "adds a button"), ("actions", "the buttons, in order"),
                    ("addTextField", "adds a text field, configured by a closure"), ("textFields", "the text fields"),
                    ("preferredStyle", ".alert or .actionSheet"), ("preferredAction", "the action Return picks"),
                    ("isPresented", "whether it is on the screen"),
                    ("tap", "a person taps the button with this title"), ("dismiss", "takes it off the screen"),
                    ("alert", "a centred alert"), ("actionSheet", "a sheet of choices from the bottom"),
                ],
                tables: ["AlertController", "implicit member"]),
            DocEntry(
                "UIAlertAction", .type, summary: "an alert's button: UIAlertAction(title:style:handler:)",
                details: """
                    Its style is .default, .cancel or .destructive; the handler runs with the action after a tap has \
                    dismissed the alert.
                    """,
                example: """
                    let ok = UIAlertAction(title: "OK", style: .default) { action in
                        print(action.title!)
                    }
                    print(ok, ok.isEnabled)
                    """,
                members: [
                    ("title", "the button's title"), ("style", ".default, .cancel or .destructive"),
                    ("isEnabled", "whether the button takes taps"), ("cancel", "the cancelling action"),
                    ("destructive", "an action that destroys something"),
                ],
                tables: ["UIAlertAction", "implicit member"]),
            DocEntry(
                "present", .function, summary: "shows an alert on the screen: present(alert, animated: true)",
                details: """
                    What a view controller's present(_:animated:completion:) does, for scripts with no controller: \
                    the alert goes on top of the screen, traced as 'presented' with its block printed, and the \
                    completion runs. Presenting one that is already on the screen does nothing.
                    """,
                example: """
                    let note = UIAlertController(
                        title: "Saved", message: nil, preferredStyle: .alert)
                    note.addAction(UIAlertAction(title: "OK", style: .default))
                    present(note, animated: true) { print("shown") }
                    """),
            DocEntry(
                "UITapGestureRecognizer", .type,
                summary: "taps on a view: view.addGestureRecognizer(tap), tap.rx.event",
                details: """
                    A recognizer attached to a view turns a person's touches into actions: view.tap() recognizes a tap \
                    (state .recognized, which is .ended), then the state goes back to .possible. rx.event is \
                    RxCocoa's ControlEvent of the recognizer itself, so a subscriber reads its state and location(in:).
                    """,
                corners: [
                    "UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))) calls the method with the "
                        + "recognizer on each action; addTarget(_:action:) adds another (see addTarget)."
                ],
                example: """
                    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                    let tap = UITapGestureRecognizer()
                    card.addGestureRecognizer(tap)
                    tap.rx.event.map { $0.location(in: card) }.subscribe()
                    card.tap()
                    """,
                members: [
                    ("state", "where the gesture is: .possible, .began, .changed, .ended…"),
                    ("view", "the view it is attached to"), ("isEnabled", "whether it recognizes touches"),
                    ("numberOfTapsRequired", "taps a tap recognizer needs"),
                    ("direction", "the direction a swipe recognizer looks for"),
                    ("location", "where the touch is, in a view's coordinates"),
                    ("translation", "how far a pan has moved, as a CGPoint"),
                    ("setTranslation", "resets a pan's starting point"), ("rx", "the recognizer's reactive members"),
                    ("event", "the recognizer, on each action it sends"), ("possible", "no gesture yet"),
                    ("began", "a continuous gesture started"), ("changed", "it moved"), ("ended", "it ended"),
                    ("cancelled", "it was cancelled"), ("failed", "it failed"), ("recognized", "the same as .ended"),
                    ("up", "a swipe upwards"), ("down", "a swipe downwards"),
                ],
                tables: ["UIGestureRecognizer", "Reactive<UIGestureRecognizer>", "implicit member"]),
            DocEntry(
                "UIPanGestureRecognizer", .type,
                summary: "drags on a view: began, changed…, ended, with translation(in:)",
                details: """
                    view.pan(by: CGPoint(x: 40, y: 0), steps: 2) is a person's drag: the recognizer sends .began \
                    (not yet moved), one .changed per step, and .ended where the finger lifted.
                    """,
                example: """
                    let handle = UIView()
                    let pan = UIPanGestureRecognizer()
                    handle.addGestureRecognizer(pan)
                    pan.rx.event.map { $0.translation(in: handle).x }.subscribe()
                    handle.pan(by: CGPoint(x: 40, y: 0), steps: 2)
                    """),
            DocEntry(
                "UILongPressGestureRecognizer", .type, summary: "a press and hold: began, then ended",
                details: "view.longPress() is a person's press: the recognizer sends .began, then .ended on release.",
                example: """
                    let cell = UIView()
                    let press = UILongPressGestureRecognizer()
                    cell.addGestureRecognizer(press)
                    press.rx.event.map { $0.state }.subscribe()
                    cell.longPress()
                    """),
            DocEntry(
                "UISwipeGestureRecognizer", .type, summary: "a swipe in one direction (.right unless set)",
                details: "view.swipe(.left) is recognized by the swipe recognizers whose direction is .left.",
                example: """
                    let page = UIView()
                    let swipe = UISwipeGestureRecognizer()
                    swipe.direction = .left
                    page.addGestureRecognizer(swipe)
                    swipe.rx.event.subscribe(onNext: { _ in print("next page") })
                    page.swipe(.left)
                    """),
            DocEntry(
                "UIPickerView", .type, summary: "a wheel of rows: bind(to: picker.rx.itemTitles) { row, item in … }",
                details: """
                    Binding an array through rx.itemTitles makes one component of rows titled by the closure. A \
                    person's pick, picker.pick(row:), selects the row and is seen by rx.itemSelected ((row:, \
                    component:)) and rx.modelSelected(T.self) (the selected item of every component, an array); \
                    selectRow(_:inComponent:animated:) from code selects silently, as in UIKit.
                    """,
                example: """
                    let sizes = UIPickerView()
                    just(["S", "M", "L"]).bind(to: sizes.rx.itemTitles) { row, size in
                        "Size \\(size)"
                    }
                    sizes.rx.modelSelected(String.self).subscribe()
                    sizes.pick(row: 2)
                    """,
                members: [
                    ("selectRow", "selects a row from code, sending nothing"),
                    ("selectedRow", "the selected row of a component (-1 when it has none)"),
                    ("numberOfRows", "rows in a component"), ("numberOfComponents", "how many components"),
                    ("reloadAllComponents", "nothing to redraw on the virtual screen"),
                    ("pick", "a person picks a row"), ("rx", "the picker's reactive members"),
                    ("itemSelected", "each row a person picks, with its component"),
                    ("modelSelected", "the selected items on each pick"),
                    ("itemTitles", "binds an array as the rows, titled by a closure"),
                    ("items", "binds an array as the rows, each a view the closure makes"),
                ],
                tables: ["PickerView", "Reactive<PickerView>"]),
            DocEntry(
                "UIScrollView", .type,
                summary: "scrolling content: contentOffset, rx.contentOffset, scroll.scroll(to:)",
                details: """
                    Every change of contentOffset, from code or a person, is a scroll: rx.didScroll fires and \
                    rx.contentOffset (the offset now, on subscribe, then each change) emits. scroll.scroll(to:) is a \
                    person's drag and fling: willBeginDragging, the scroll, didEndDragging(true), \
                    willBeginDecelerating, didEndDecelerating.
                    """,
                corners: [
                    "A person cannot drag past the content: set contentSize (and the frame) first, or the offset stays "
                        + "at zero. Code may set any offset."
                ],
                example: """
                    let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                    feed.contentSize = CGSize(width: 320, height: 2000)
                    feed.rx.contentOffset.map { $0.y }.subscribe()
                    feed.scroll(to: CGPoint(x: 0, y: 300))
                    """,
                members: [
                    ("contentOffset", "where the visible part of the content starts"),
                    ("contentSize", "the size of the content"), ("setContentOffset", "scrolls from code"),
                    ("scroll", "a person drags to an offset and lets go"),
                    ("scrollToTop", "a person taps the status bar"),
                    ("didScroll", "each change of the offset"), ("willBeginDragging", "a drag starts"),
                    ("didEndDragging", "a drag ends: whether it decelerates"),
                    ("willBeginDecelerating", "the content coasts"), ("didEndDecelerating", "it came to rest"),
                    ("didScrollToTop", "it scrolled to the top after a status-bar tap"),
                ],
                tables: ["ScrollView", "Reactive<ScrollView>"]),
            DocEntry(
                "UIControl", .type, aliases: ["UIGestureRecognizer"],
                summary: "UIKit's enums by full name: UIControl.State.normal, UIAlertAction.Style.cancel",
                details: """
                    Where Swift infers the type, .normal or .cancel is enough; the full names work too: \
                    UIControl.State, UIButton.ButtonType, UIAlertController.Style, UIAlertAction.Style, \
                    UIGestureRecognizer.State, UISwipeGestureRecognizer.Direction.
                    """,
                example: """
                    let ok = UIAlertAction(title: "OK", style: UIAlertAction.Style.default)
                    print(ok.style, UIControl.State.normal, UIGestureRecognizer.State.recognized)
                    """,
                members: [
                    ("State", "UIControl.State, or UIGestureRecognizer.State"), ("ButtonType", "UIButton.ButtonType"),
                    ("Style", "UIAlertController.Style, or UIAlertAction.Style"),
                    ("Direction", "UISwipeGestureRecognizer.Direction"),
                ],
                tables: [
                    "UIControl", "UIButton", "UIAlertController", "UIAlertAction", "UIGestureRecognizer",
                    "UISwipeGestureRecognizer",
                ]),
            DocEntry(
                "UIControlState", .type, aliases: ["UIButtonType", "UIAlertControllerStyle", "UIAlertActionStyle"],
                summary: "Swift 4's names of UIKit's enums; each says once what it is called today",
                details: "UIControlState is UIControl.State today, UIAlertActionStyle UIAlertAction.Style, and so on.",
                example: "print(UIControlState.normal, UIAlertActionStyle.cancel)",
                members: ["normal", "highlighted", "selected", "disabled"].map { ($0, "a control state") }
                    + ["system", "custom", "contactAdd", "detailDisclosure", "infoLight", "infoDark", "close"].map {
                        ($0, "a button type")
                    } + [
                        ("alert", "an alert style"), ("actionSheet", "an action sheet style"),
                        ("default", "an action style"), ("cancel", "an action style"),
                        ("destructive", "an action style"),
                    ],
                tables: ["UIControlState", "UIButtonType", "UIAlertControllerStyle", "UIAlertActionStyle"]),
            DocEntry(
                "UIGestureRecognizerState", .type, aliases: ["UISwipeGestureRecognizerDirection"],
                summary: "Swift 4's names of a gesture's state and a swipe's direction",
                details: "UIGestureRecognizer.State and UISwipeGestureRecognizer.Direction today; each says so once.",
                example: "print(UIGestureRecognizerState.began)",
                members: GestureRecognizer.State.allCases.map { ($0.rawValue, "a gesture state") } + [
                    ("recognized", "the same as .ended")
                ] + GestureRecognizer.Direction.allCases.map { ($0.rawValue, "a swipe direction") },
                tables: ["UIGestureRecognizerState", "UISwipeGestureRecognizerDirection"]),
            DocEntry(
                "NSTextAlignment", .type, summary: "a label's alignment: NSTextAlignment.center, or .center",
                details: "The cases of label.textAlignment.",
                example: "let title = UILabel()\ntitle.textAlignment = NSTextAlignment.center",
                members: ["left", "center", "right", "justified", "natural"].map { ($0, "aligned \($0)") },
                tables: ["NSTextAlignment"]),
        ]
    }
}
