"""Without Debian's chromium the browser tests fail on CI (``CI=true``, which .ci/run
sets after installing it) and are skipped elsewhere: a CI machine without the browser
must not pass by skipping every page test."""

from __future__ import annotations

import browser
import pytest


def test_a_missing_chromium_fails_the_browser_tests_on_ci(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(browser, "CHROMIUM", "/nonexistent/chromium")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="chromium"):
        next(browser.launch())


def test_a_missing_chromium_skips_the_browser_tests_elsewhere(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(browser, "CHROMIUM", "/nonexistent/chromium")
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="chromium"):
        next(browser.launch())
