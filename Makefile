# Two set-up commands: `make play` (what playing needs) and `make test` (the dev tools too).
# Each creates .venv with $(PY) when needed: Python 3.11 or newer.  A .venv made by
# another Python version (or broken, or missing) is made again.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
NEED := 3.11

# $(call venv,EXTRAS): .venv made by $(PY), the project installed in it (editable) with
# EXTRAS ("" for the runtime only, "dev" for the test tools too).  A stamp file records
# what is installed (dev includes the runtime and the server); pyproject.toml newer than it
# installs again.
define venv
	@$(PY) -c 'import sys; sys.exit(sys.version_info < tuple(map(int, "$(NEED)".split("."))))' \
	  2>/dev/null || { \
	  found=$$($(PY) --version 2>/dev/null | head -n 1); \
	  echo "error: sgs needs Python $(NEED) or newer; PY=$(PY) is $${found:-not found}." >&2; \
	  echo "       Install one and name it, e.g.: make $@ PY=python3.12" >&2; exit 1; }
	@want=$$($(PY) -c 'import sys; print("%d.%d" % sys.version_info[:2])'); \
	have=$$($(BIN)/python -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null); \
	if [ "$$want" != "$$have" ]; then \
	  if [ -e $(VENV) ]; then \
	    echo "$(VENV) was made by Python $${have:-(broken)}, not $(PY) ($$want): making it again"; \
	    rm -rf $(VENV); \
	  fi; \
	  $(PY) -m venv $(VENV) && $(BIN)/python -m pip install -q --upgrade pip || exit 1; \
	fi
	@fresh() { [ -f "$$1" ] && ! [ pyproject.toml -nt "$$1" ]; }; \
	if [ "$(1)" != dev ] && fresh $(VENV)/.installed-dev; then :; \
	elif fresh $(VENV)/.installed-$(or $(1),play); then :; \
	else \
	  echo "installing sgs$(if $(1), with its $(1) tools,) into $(VENV)"; \
	  $(BIN)/python -m pip install -q -e '.$(if $(1),[$(1)])' \
	    && touch $(VENV)/.installed-$(or $(1),play) || exit 1; \
	fi
endef

.PHONY: play serve test lint typecheck bench sim
play:
	$(call venv,)
	$(BIN)/sgs play $(ARGS)

# the game server (docs/server.md): its extra (FastAPI, uvicorn, SQLAlchemy …) installed first
serve:
	$(call venv,server)
	$(BIN)/sgs serve $(ARGS)

test:
	$(call venv,dev)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy
	$(BIN)/pytest -n auto; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests" >&2; exit 1; fi; exit $$rc

lint:
	$(call venv,dev)
	$(BIN)/ruff check src tests benchmarks

typecheck:
	$(call venv,dev)
	$(BIN)/mypy

bench:
	$(call venv,dev)
	$(BIN)/pip install -q -e '.[bench]'
	$(BIN)/python benchmarks/run.py $(ARGS)

sim:
	$(call venv,)
	$(BIN)/sgs sim $(ARGS)
