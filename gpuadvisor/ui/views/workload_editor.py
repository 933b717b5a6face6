"""Editor for the selected workload: name and kind, the model, the recipe, schedule and constraints.

Every commit becomes one undoable ``SetField`` through ``bridge.push`` (the kind: one ``SetKind``,
which brings the fields that must agree along, e.g. QLoRA -> NF4 weights, and undoes as one step);
a rejected value shows its message at the field (``bridge.edit_rejected``) and the document keeps
its last valid value.  Only the fields the workload's kind uses are shown.  A service is asked in
the user's terms (users, questions a day, the busiest hour, "answer within") with the load derived
from them on a read-only line (``engine.load.effective_load``); the technical load fields are in
a collapsible Advanced group, opened when one of them is set.  Below the tabs a one-paragraph
summary of the best option (memory, time, cost) updates after every re-advise.  The Recipe and the
Schedule tabs (most of the editor's widgets) are made the first time they are shown, or one of
their fields is asked for (``field``, ``ensure_built``): they then show the workload as if they
had been there all along, in the same Tab order.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QWidget,
)

from gpuadvisor.domain.edits import Batch, SetField, SetKind, get_path
from gpuadvisor.engine.load import effective_load
from gpuadvisor.i18n import join_reasons
from gpuadvisor.report.latency import FIRST_TOKEN, judged_ms, judged_on

from .. import labels
from ..format import currency_symbol, fmt_number, fmt_rate, fmt_sig
from ..layout import FIELD_STYLESHEET, MARGIN, form, hbox, vbox
from ..textsafe import auto_text, escape, tooltip
from .field_widgets import BoundField, FieldSpec
from .workload_fields import model_fields, recipe_fields, schedule_fields, vision_encoder, workload_fields

GIB = 1024.0**3


def _brought_by_model(w, model, label: str) -> list[SetField]:
    """What the workload's kind brings along that depends on the model (``kind_changes``: an
    adapter fine-tune of a model with an architecture trains with gradient checkpointing; a speech
    model's inference writes a 30-second window's transcript, not an LLM answer), set with
    the model in the same undo step: a user who picks the kind first and the model after (a
    blank workload: LoRA, then Llama 3.1 8B) gets what picking them the other way round gives."""
    from gpuadvisor.domain.edits import kind_changes

    new = w.model_copy(update={"model": model})
    return [SetField(w.id, path, value, label) for path, value in kind_changes(new, w.kind)
            if path in ("recipe.recompute", "recipe.output_tokens")]


class WorkloadEditor(QWidget):
    """The middle pane: edits one workload through the bridge."""

    model_import_failed = Signal(str)
    page_built = Signal(QWidget)  # a tab built on first use (the window gives it its What's This texts)

    def __init__(self, bridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._built: dict[str, BoundField] = {}  # the fields made so far (``_fields``: all of them)
        self._layouts: dict[str, QFormLayout] = {}  # the forms made so far (``_forms``: all of them)
        self._specs = {"header": workload_fields(), "model": model_fields(), "recipe": recipe_fields(),
                       "schedule": schedule_fields()}
        self._form_of = {spec.path: name for name, specs in self._specs.items() for spec in specs}
        self._pages: dict[str, QScrollArea] = {}  # a tab built on first use: its (empty until then) scroll area
        self._advanced_button: QToolButton | None = None
        self._load_label: QLabel | None = None
        self._advanced_shown = False  # the Advanced group is open (its button checked, once built)
        self._shown_rows: dict[str, bool] = {}  # path -> the kind uses it (also when Advanced is closed)
        self._advanced_open = False  # the user's choice; a technical load value set opens it too
        self._technical: tuple = ()
        self._pushing = ""
        self.setStyleSheet(FIELD_STYLESHEET)
        self._stack = QStackedWidget(self)
        self._empty = QLabel(self.tr("Select a workload in the tree, or add one with Edit → Add workload."), self)
        self._empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._empty.setWordWrap(True)
        self._stack.addWidget(self._empty)
        self._stack.addWidget(self._build_page())
        self.setLayout(vbox(self._stack))
        self._connect_signals()
        self.refresh()

    # -- construction ----------------------------------------------------------------------------
    def _make_form(self, name: str, specs: list[FieldSpec]) -> QFormLayout:
        """A form of the fields; those of the Advanced group come last, under the Advanced toggle."""
        layout = form(margin=MARGIN)
        # in a narrow pane (or longer labels in another language) a row that does not fit puts its
        # field under its label instead of running past the pane's edge
        layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        advanced = [s for s in specs if s.group == "advanced"]
        for spec in [s for s in specs if s.group != "advanced"] + advanced:
            if advanced and spec is advanced[0]:
                layout.addRow(self._make_advanced_toggle())
            f = BoundField(spec, self)
            f.committed.connect(self._on_field_committed)
            self._built[spec.path] = f
            label = "" if spec.kind == "bool" else spec.label
            if label:
                layout.addRow(label, f.container)
            else:  # a check box says what it is: the whole width, so a long one is not cut off
                layout.addRow(f.container)
            if label:
                lbl = layout.labelForField(f.container)
                lbl.setToolTip(spec.tooltip)
                lbl.setBuddy(f.editor)
            if spec.path == "recipe.audience.busy_hour_share":
                layout.addRow(self._make_load_line())  # the whole width: it is a sentence
        self._layouts[name] = layout
        return layout

    def _make_advanced_toggle(self) -> QToolButton:
        b = self._advanced_button = QToolButton(self)
        b.setObjectName("advanced")
        b.setText(self.tr("Advanced"))
        b.setToolTip(self.tr("The load as technical figures (requests per day or second, concurrency, the latency "
                             "percentile); when set, they win over the users and questions per day."))
        b.setCheckable(True)
        b.setAutoRaise(True)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        b.setArrowType(Qt.ArrowType.RightArrow)
        b.clicked.connect(self._on_advanced_clicked)
        return b

    def _make_load_line(self) -> QLabel:
        """The load derived from the audience (or the Advanced fields), read-only, beside them."""
        lab = self._load_label = QLabel(self)
        lab.setObjectName("derivedLoad")
        lab.setWordWrap(True)
        lab.setTextFormat(Qt.TextFormat.PlainText)
        lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lab.setIndent(MARGIN)
        lab.setToolTip(self.tr("The peak request rate and the requests a day the options are sized for, "
                               "and where they come from."))
        return lab

    @staticmethod
    def _scroll(widget: QWidget | None) -> QScrollArea:
        area = QScrollArea()
        if widget is not None:
            area.setWidget(widget)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return area

    def _build_page(self) -> QWidget:
        page = QWidget(self)
        header = self._make_form("header", self._specs["header"])
        self.tabs = QTabWidget(page)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self._scroll(self._build_model_tab()), self.tr("Model"))
        # the other tabs' fields (about 50, most of the editor's memory) are made when first shown
        self._pages["recipe"] = self._scroll(None)
        self.tabs.addTab(self._pages["recipe"], self.tr("Recipe"))
        self._pages["schedule"] = self._scroll(None)
        self.tabs.addTab(self._pages["schedule"], self.tr("Schedule and limits"))
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self.estimate_label = QLabel(page)
        self.estimate_label.setObjectName("estimate")
        self.estimate_label.setWordWrap(True)
        self.estimate_label.setTextFormat(Qt.TextFormat.RichText)
        self.estimate_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.estimate_label.setMargin(MARGIN)
        self.estimate_label.setToolTip(self.tr("The best option for this workload after the last re-advise."))
        page.setLayout(vbox(header, self.tabs, self.estimate_label, spacing=MARGIN))
        return page

    def _build_model_tab(self) -> QWidget:
        tab = QWidget()
        self.model_summary = QLabel(tab)
        self.model_summary.setTextFormat(Qt.TextFormat.RichText)  # bold name, escaped (``_html``)
        self.model_summary.setWordWrap(True)
        self.choose_button = QPushButton(self.tr("Choose model…"), tab)
        self.choose_button.setToolTip(self.tr("Pick a model from the catalog's presets, with search."))
        self.import_button = QPushButton(self.tr("Import from file…"), tab)
        self.import_button.setToolTip(self.tr(
            "Read the size and shape from a Hugging Face config.json, a .safetensors header or a GGUF header."))
        self.arch_check = QCheckBox(self.tr("Describe the architecture"), tab)
        self.arch_check.setToolTip(self.tr(
            "With the architecture the advisor estimates activations and the KV cache exactly; without it, from the size."))
        fields = self._make_form("model", self._specs["model"])
        fields.insertRow(3, "", self.arch_check)
        tab.setLayout(vbox(self.model_summary, hbox(self.choose_button, self.import_button, "stretch"), fields,
                           "stretch", margin=MARGIN))
        return tab

    def _on_tab_changed(self, index: int) -> None:
        for name, area in self._pages.items():
            if self.tabs.widget(index) is area:
                self._ensure_form(name)

    def _ensure_form(self, name: str) -> QFormLayout:
        """The form ``name``, made now if it was not yet (a tab shown for the first time): its
        fields show the workload's values and rows at once, and take their place in the Tab order
        (the order they would have had if made with the window)."""
        layout = self._layouts.get(name)
        if layout is not None:
            return layout
        before = set(self._built)
        content = QWidget()
        content.setLayout(self._make_form(name, self._specs[name]))
        area = self._pages[name]
        area.setWidget(content)
        self._place_in_tab_order(area, content)
        w = self.workload
        if w is not None:
            for path in self._specs_paths(name):
                if path not in before:
                    self._show_value(w, self._built[path])
            self._show_rows(w)
            self._show_labels(w)
            self._show_tooltips(w)
            self._show_load(w)
        self.page_built.emit(content)
        return self._layouts[name]

    @staticmethod
    def _place_in_tab_order(area: QScrollArea, content: QWidget) -> None:
        """A page made late goes to the end of the window's focus chain; its widgets are put back
        right after its scroll area's own, where they were when every page was made at once."""
        focusable = {w for w in content.findChildren(QWidget) if w.focusPolicy() & Qt.FocusPolicy.TabFocus}
        order, w = [], content.nextInFocusChain()
        while w is not None and w is not content and len(order) < len(focusable):  # the chain's order
            if w in focusable and w not in order:
                order.append(w)
            w = w.nextInFocusChain()
        previous = area
        for widget in order:
            QWidget.setTabOrder(previous, widget)
            previous = widget

    def _specs_paths(self, name: str) -> list[str]:
        return [spec.path for spec in self._specs[name]]

    def ensure_built(self) -> None:
        """Make the tabs not made yet (what walks every widget, e.g. a test, sees them all)."""
        for name in self._specs:
            self._ensure_form(name)

    @property
    def _fields(self) -> dict[str, BoundField]:
        """Every field of the editor, path -> BoundField (the tabs not made yet are made)."""
        self.ensure_built()
        return self._built

    @property
    def _forms(self) -> dict[str, QFormLayout]:
        """Every form of the editor, by name (the tabs not made yet are made)."""
        self.ensure_built()
        return self._layouts

    @property
    def advanced_button(self) -> QToolButton:
        """The Advanced group's toggle (on the Recipe tab, made for it)."""
        self._ensure_form(self._form_of["recipe.requests_per_day"])
        return self._advanced_button

    @property
    def load_label(self) -> QLabel:
        """The derived-load line (on the Recipe tab, made for it)."""
        self._ensure_form(self._form_of["recipe.audience.busy_hour_share"])
        return self._load_label

    def _connect_signals(self) -> None:
        self._bridge.changed.connect(self._on_bridge_changed)
        self._bridge.selection_changed.connect(self._on_selection_changed)
        self._bridge.edit_rejected.connect(self._on_edit_rejected)
        self._bridge.result_ready.connect(self._on_result_ready)
        self._bridge.busy_changed.connect(self._on_busy_changed)
        self.choose_button.clicked.connect(self.choose_model)
        self.import_button.clicked.connect(self._on_import_clicked)
        self.arch_check.clicked.connect(self._on_arch_toggled)

    # -- state -----------------------------------------------------------------------------------
    @property
    def workload(self):
        wid = self._bridge.selected_workload_id
        return self._bridge.session.document.find_workload(wid) if wid else None

    def field(self, path: str) -> BoundField:
        """The field of ``path`` (its tab is made if it was not yet); KeyError for no such field."""
        if path not in self._built:
            self._ensure_form(self._form_of[path])
        return self._built[path]

    def is_field_shown(self, path: str) -> bool:
        """Whether the field's row is shown for this workload (whichever tab is current; a field of
        the Advanced group counts as shown while that group is closed)."""
        return self._shown_rows.get(path, False)

    @property
    def advanced_open(self) -> bool:
        return self._advanced_shown

    def refresh(self) -> None:
        w = self.workload
        self._stack.setCurrentIndex(0 if w is None else 1)
        if w is None:
            return
        for specs in self._specs.values():
            for spec in specs:
                self._shown_rows[spec.path] = spec.visible(w) if spec.visible else True
        for f in self._built.values():
            self._show_value(w, f)
        self._show_rows(w)
        self._show_labels(w)
        self._show_tooltips(w)
        self._show_load(w)
        self.arch_check.setChecked(w.model.arch is not None)
        m = w.model
        if m.params_b >= 1:
            size = self.tr("{n} billion parameters").format(n=labels.number(m.params_b, 2 if m.params_b < 10 else 1))
        else:
            size = self.tr("{n} million parameters").format(n=labels.number(m.params_b * 1000, 1))
        encoder = vision_encoder(m)
        if encoder is not None:  # a vision-language model: its image encoder, held beside the weights
            size = self.tr("{size} + {n} B image encoder").format(size=size, n=labels.number(encoder[0] / 1e9, 2))
        self.model_summary.setText(self.tr("<b>{name}</b><br>{size} · {family}").format(
            name=_html(m.name), size=size, family=labels.families().get(m.family, m.family)))
        self._show_estimate()

    @staticmethod
    def _show_value(w, f: BoundField) -> None:
        try:
            value = get_path(w, f.spec.path)
        except AttributeError:
            value = None
        f.show(value)

    def _show_labels(self, w) -> None:
        """The labels that follow the workload: micro-batch or batch size, runs a day/week/…"""
        micro = self._built.get("recipe.micro_batch")
        if micro is not None:
            self._layouts[self._form_of[micro.spec.path]].labelForField(micro.container).setText(
                self.tr("Micro-batch") if w.is_training else self.tr("Batch size"))
        budget = self._built.get("constraints.budget_per_year")
        if budget is not None:  # the amount is in the project's currency: the label says which
            currency = self._bridge.session.document.assumptions.currency
            budget.currency = currency
            self._layouts[self._form_of[budget.spec.path]].labelForField(budget.container).setText(
                self.tr("Budget per year ({currency})").format(currency=currency_symbol(currency).strip()))
        runs = self._built.get("schedule.runs_per_period")
        if runs is not None:
            per = {"daily": self.tr("Runs a day"), "weekly": self.tr("Runs a week"),
                   "monthly": self.tr("Runs a month"), "quarterly": self.tr("Runs a quarter")}
            self._layouts[self._form_of[runs.spec.path]].labelForField(runs.container).setText(
                per.get(w.schedule.frequency, runs.spec.label))

    def _show_tooltips(self, w) -> None:
        """The tooltips that say the model's own figures: what one image adds to a request."""
        images = self._built.get("recipe.images_per_request")
        encoder = vision_encoder(w.model, w.recipe.image_size)
        if images is None or encoder is None:
            return
        params, tokens = encoder
        n = labels.number(params / 1e9, 2)
        if tokens:
            text = self.tr("Images sent with each request: each adds {tokens} tokens to the prompt and runs the "
                           "image encoder ({n} B parameters) once; 0 for text only.").format(
                tokens=fmt_number(tokens, 0), n=n)
        else:  # an encoder that takes images at their own size: the image size sets the tokens
            text = self.tr("Images sent with each request: each adds its patches to the prompt as tokens and "
                           "runs the image encoder ({n} B parameters) once; give the image size to count them. "
                           "0 for text only.").format(n=n)
        images.spec.tooltip = text
        images.editor.setToolTip(tooltip(text, images.error) if images.error else text)
        images.editor.setWhatsThis(text)
        label = self._layouts[self._form_of[images.spec.path]].labelForField(images.container)
        if label is not None:
            label.setToolTip(text)

    def _show_rows(self, w) -> None:
        """Each row as the kind wants it; the Advanced rows only while that group is open (it opens
        by itself when a technical load value is set, so a value that wins is never hidden)."""
        advanced = [s.path for specs in self._specs.values() for s in specs if s.group == "advanced"]
        any_advanced = any(self._shown_rows.get(p) for p in advanced)
        technical = (w.id, w.recipe.requests_per_second, w.recipe.requests_per_day)
        if technical != self._technical and (technical[1] is not None or technical[2] is not None):
            self._advanced_open = True  # a value that wins is shown (another workload, undo, open)
        self._technical = technical
        is_open = self._advanced_shown = any_advanced and self._advanced_open
        for path, f in self._built.items():
            show = self._shown_rows[path] and (is_open or f.spec.group != "advanced")
            self._layouts[self._form_of[path]].setRowVisible(f.container, show)
        button = self._advanced_button
        if button is not None:  # the Recipe tab is made
            button.setChecked(is_open)
            button.setArrowType(Qt.ArrowType.DownArrow if is_open else Qt.ArrowType.RightArrow)
            recipe = self._layouts[self._form_of[advanced[0]]]
            recipe.setRowVisible(button, any_advanced)
        if self._load_label is not None:
            self._layouts[self._form_of["recipe.audience.busy_hour_share"]].setRowVisible(
                self._load_label, self._shown_rows.get("recipe.audience.users", False))

    def _show_load(self, w) -> None:
        """The derived load: "0.44 requests/s at the peak · 800 requests a day — derived from …"."""
        if not self._shown_rows.get("recipe.audience.users", False) or self._load_label is None:
            return  # none, or not made yet (it is filled when its tab is)
        load = effective_load(w)
        why = load.source.describe()
        if load.rps_peak is None:
            self.load_label.setText(self.tr("Load: {source}").format(source=why))
            return
        peak = self.tr("Load: {rate} at the peak").format(rate=_rate_text(load.rps_peak))
        if load.requests_per_day is not None:
            day = self.tr("{n} requests a day").format(n=fmt_number(load.requests_per_day, 0)
                                                       if load.requests_per_day >= 100
                                                       else fmt_sig(load.requests_per_day, 3, strip=True))
            peak = self.tr("{peak} · {day}").format(peak=peak, day=day)
        self.load_label.setText(self.tr("{figures} — {source}").format(figures=peak, source=why))

    def load_text(self) -> str:
        """The derived-load line as shown ("" when the kind has none; tests)."""
        return self.load_label.text() if self._shown_rows.get("recipe.audience.users", False) else ""

    # -- slots -----------------------------------------------------------------------------------
    def _on_advanced_clicked(self, checked: bool) -> None:
        self._advanced_open = checked
        w = self.workload
        if w is not None:
            self._show_rows(w)

    def _on_selection_changed(self, _wid: str) -> None:
        for f in self._built.values():
            f.clear_error()
        self.refresh()

    def _on_bridge_changed(self, changes) -> None:
        wid = self._bridge.selected_workload_id
        if changes.document or changes.structure or changes.assumptions or wid in changes.workload_ids:
            self.refresh()  # assumptions: the currency the budget is in

    def _on_field_committed(self, path: str, value: Any) -> None:
        w = self.workload
        if w is None:
            return
        label = self.tr("Change {field}").format(field=self._built[path].spec.label.lower())
        # the kind brings the fields that must agree with it along, in the same undo step
        edit = SetKind(w.id, value, label) if path == "kind" else SetField(w.id, path, value, label)
        self._pushing = path
        try:
            if self._bridge.push(edit):
                self._built[path].clear_error()
        finally:
            self._pushing = ""

    def _on_edit_rejected(self, field: str, message: str) -> None:
        path = self._pushing or field
        if path not in self._form_of:
            return
        f = self.field(path)  # shown at the field, also one on a tab not made yet (made for it)
        text = message
        parts = f.spec.path.split(".")
        for n in range(len(parts), 0, -1):  # the field's path, or the part it belongs to (a rule
            prefix = ".".join(parts[:n]) + ": "  # across fields of the model: "model: ...")
            if text.startswith(prefix):
                text = text[len(prefix):]
                break
        w = self.workload
        f.show_error(text[:1].upper() + text[1:], get_path(w, f.spec.path) if w else None)

    def _on_result_ready(self, _result) -> None:
        self._show_estimate()

    def _on_busy_changed(self, busy: bool) -> None:
        if busy and self._bridge.session.last_result is None:
            self.estimate_label.setText(self.tr("Working out the options…"))

    def _on_arch_toggled(self, checked: bool) -> None:
        w = self.workload
        if w is None:
            return
        if not checked:
            self._bridge.push(SetField(w.id, "model.arch", None, self.tr("Remove architecture")))
            return
        hidden = 4096 if w.model.params_b > 3 else 1024
        layers = max(1, round(w.model.params_b * 1e9 / (12 * hidden * hidden)))
        arch = {"layers": layers, "hidden": hidden, "heads": hidden // 128}
        if not self._bridge.push(SetField(w.id, "model.arch", arch, self.tr("Describe architecture"))):
            self.arch_check.setChecked(False)

    # -- model -----------------------------------------------------------------------------------
    def choose_model(self) -> None:
        from ..dialogs.model_picker import pick_model

        w = self.workload
        if w is None:
            return
        preset = pick_model(self._bridge.session.catalog.models, self, current=w.model.preset or w.model.name)
        if preset is not None:
            self.use_preset(preset)

    def use_preset(self, preset) -> bool:
        w = self.workload
        if w is None:
            return False
        spec = preset.spec.model_dump(mode="json")
        label = self.tr("Use model {name}").format(name=preset.name)
        edits = [SetField(w.id, "model", spec, label), *_brought_by_model(w, preset.spec, label)]
        return self._bridge.push(edits[0] if len(edits) == 1 else Batch(tuple(edits), label))

    def _on_import_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import model"), "",
            self.tr("Model files (config.json *.json *.safetensors *.gguf);;All files (*)"))
        if path:
            self.import_model_file(path)

    def import_model_file(self, path: str) -> bool:
        """Import a model from a config.json, .safetensors or GGUF file into the selected workload."""
        from gpuadvisor.importers import ModelImportError

        w = self.workload
        if w is None:
            return False
        try:
            imported = self._read_model_file(path)
        except ModelImportError as exc:
            self.model_import_failed.emit(str(exc))
            QMessageBox.warning(self, self.tr("Cannot import model"), auto_text(exc))
            return False
        label = self.tr("Import model {name}").format(name=imported.spec.name)
        edits = [SetField(w.id, "model", imported.spec.model_dump(mode="json"), label)]
        if imported.weight_format:
            edits.append(SetField(w.id, "recipe.weight_format", imported.weight_format, label))
        edits.extend(_brought_by_model(w, imported.spec, label))
        return self._push_import(path, Batch(tuple(edits), label))

    def _read_model_file(self, path: str):
        """``importers.import_model``; any other exception (a case no fuzz found) becomes a
        ModelImportError naming the file, so Import always answers."""
        from gpuadvisor import importers

        try:
            return importers.import_model(path)
        except importers.ModelImportError:
            raise
        except Exception as exc:  # noqa: BLE001 - a file must never make Import do nothing
            raise importers.ModelImportError(self.tr("{file}: cannot be read as a model ({error})").format(
                file=path, error=f"{type(exc).__name__}: {exc}"[:300])) from exc

    def _push_import(self, path: str, edit) -> bool:
        """Apply the imported model; a refusal (a rule of the workload) says why in a message box."""
        refused: list[str] = []

        def on_rejected(_field: str, message: str) -> None:
            refused.append(message)

        self._bridge.edit_rejected.connect(on_rejected)
        try:
            if self._bridge.push(edit):
                return True
        finally:
            self._bridge.edit_rejected.disconnect(on_rejected)
        text = self.tr("{file}: the model cannot be used here: {problem}").format(
            file=path, problem=refused[0] if refused else "?")
        self.model_import_failed.emit(text)
        QMessageBox.warning(self, self.tr("Cannot import model"), text)
        return False

    # -- estimate ----------------------------------------------------------------------------------
    def _show_estimate(self) -> None:
        self.estimate_label.setText(self.estimate_text())

    def estimate_text(self) -> str:
        w = self.workload
        result = self._bridge.session.last_result
        if w is None or result is None:
            return self.tr("Working out the options…")
        adv = result.for_workload(w.id)
        if adv is None:
            return self.tr("Working out the options…")
        if getattr(adv, "error", None):
            problem = adv.error[:1].upper() + adv.error[1:]
            return self.tr("<b>No advice for this workload.</b> {problem}").format(problem=_html(problem))
        best = adv.best
        if best is None:
            near = adv.results[0] if adv.results else None
            why = join_reasons(near.reasons[:2]) if near else ""
            return self.tr("<b>No option fits.</b> Closest: {option} — {why}").format(
                option=_html(near.label if near else "—"), why=_html(why))
        est = best.estimate
        mem = est.memory
        if est.time_per_run_h is not None:
            speed = self.tr("{time} per run").format(time=labels.hours(est.time_per_run_h))
        elif est.latency_ms is not None:
            r = w.recipe
            judged = judged_ms(est, r)
            if judged is not None and judged_on(r) == FIRST_TOKEN:
                # a first-token target: the first token's time at its percentile, as the results table shows it
                speed = self.tr("first token in {time} (P{p})").format(
                    time=labels.milliseconds(judged), p=f"{r.latency_percentile:g}")
            elif judged is not None:
                # judged at the target's percentile: that latency, as the results table shows it
                speed = f"P{r.latency_percentile:g} " + self.tr("{time} latency").format(
                    time=labels.milliseconds(judged))
            else:
                speed = self.tr("{time} latency").format(time=labels.milliseconds(est.latency_ms))
        else:
            speed = fmt_rate(est.throughput, est.throughput_unit)
        a = result.assumptions
        annual = None if best.annual_usd is None else a.to_currency(best.annual_usd)
        return self.tr(
            "<b>Best: {option}</b><br>Memory: {need} GiB of {have} GiB per device · {speed} · {cost} a year "
            "· {n} of {total} options fit").format(
            option=_html(best.label), need=labels.number(mem.total / GIB, 1), have=labels.number(mem.usable / GIB, 0),
            speed=speed, cost=labels.money(annual, a.currency), n=len(adv.feasible), total=len(adv.results))

    def memory_needed_gib(self) -> float | None:
        """Memory the best option needs per device (tests and the status bar)."""
        w = self.workload
        result = self._bridge.session.last_result
        adv = result.for_workload(w.id) if (w is not None and result is not None) else None
        best = adv.best if adv else None
        return None if best is None else best.estimate.memory.total / GIB


def _rate_text(rps: float) -> str:
    """A peak rate in the unit that reads best: "2.2 requests/s", "13 requests/min", "21 requests/hour"."""
    if rps >= 1 or rps <= 0:
        return fmt_rate(rps, "requests/s")
    if rps * 60 >= 1:
        return QCoreApplication.translate("WorkloadEditor", "{n} requests/min").format(n=fmt_sig(rps * 60, 2, strip=True))
    return QCoreApplication.translate("WorkloadEditor", "{n} requests/hour").format(n=fmt_sig(rps * 3600, 2, strip=True))


def _html(text: str) -> str:
    return escape(text)
