# Two commands do all set-up on a fresh Debian machine with Python 3.11:
#   make run    starts the app on the bundled example project
#   make test   runs the whole test suite
# Both create .venv and install what they need on first use (system libraries too, as root).

PYTHON ?= python3
VENV   ?= .venv
PY      = $(VENV)/bin/python
STAMP   = $(VENV)/.installed
EXAMPLE ?= resources/examples/manufacturer.gpuadv

.PHONY: run test sysdeps venv screenshots bench bench-startup package translations clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

venv: $(STAMP)

sysdeps:
	@bash scripts/sysdeps.sh

run: sysdeps $(STAMP)
	$(PY) -m gpuadvisor $(EXAMPLE)

test: sysdeps $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q $(PYTEST_ARGS)

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/bench_advise.py

bench-startup: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/bench_startup.py

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) tools/screenshots.py docs/screenshots
	QT_QPA_PLATFORM=offscreen $(PY) tools/screenshots.py --lang zh_TW docs/screenshots

translations: $(STAMP)
	$(PY) tools/update_translations.py

package:
	PYTHON=$(PYTHON) VENV=$(VENV) bash packaging/build.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
