"""The terminal command: a narrated demo hand and a hand against the computer."""

import io
import re

import pytest

from briscola_teach import new_game
from briscola_teach.cli import main


def run(argv, answers=()):
    out = io.StringIO()
    feed = iter(answers)

    def read(prompt):
        out.write(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    code = main(argv, out=out, read=read)
    return code, out.getvalue()


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_demo_narrates_a_whole_hand(players):
    code, text = run(["demo", "--players", str(players), "--seed", "11", "--lang", "en"])
    assert code == 0
    tricks = {2: 20, 3: 13, 4: 10, 6: 6}[players]
    assert text.count("Trick ") == tricks
    assert len(re.findall(r" plays the ", text)) == tricks * players
    points = [int(p) for p in re.findall(r": (\d+) points", text)]
    assert sum(points) == 120
    assert "deal no. 11" in text


def test_demo_is_the_same_deal_for_the_same_seed_and_speaks_italian():
    _, first = run(["demo", "--seed", "4", "--lang", "it"])
    _, second = run(["demo", "--seed", "4", "--lang", "it"])
    assert first == second
    assert "La briscola è" in first and "Presa 1:" in first
    game = new_game("classic", players=2, seed=4)
    assert game.briscola_card.name("it") in first


def test_demo_151_counts_accusi_in_the_total():
    code, text = run(["demo", "--variant", "151", "--players", "2", "--seed", "2", "--lang", "en"])
    assert code == 0
    declared = sum(int(p) for p in re.findall(r"declares Knight and King of \w+: (\d+) points", text))
    points = [int(p) for p in re.findall(r"\+?: (\d+) points\n", text)]
    assert sum(points[-2:]) == 120 + declared


def test_play_accepts_numbers_and_codes_and_explains_bad_answers():
    game = new_game("classic", players=2, seed=9)
    my_cards = game.view(0).hand
    answers = ["xyz", "9", my_cards[0].code()] + ["1"] * 30
    code, text = run(["play", "--seed", "9", "--lang", "en"], answers)
    assert code == 0
    assert "I do not understand “xyz”" in text
    assert text.count("Trick ") == 20
    assert "You" in text


def test_play_refuses_a_card_not_in_hand():
    game = new_game("classic", players=2, seed=9)
    not_mine = next(c for c in game.view(1).hand)
    code, text = run(["play", "--seed", "9", "--lang", "it"], [not_mine.code()] + ["1"] * 30)
    assert code == 0
    assert "non è nella tua mano" in text


def test_play_stops_cleanly_at_end_of_input():
    code, text = run(["play", "--seed", "9", "--lang", "en"], [])
    assert code == 130
    assert "Game stopped." in text


def test_bad_arguments_exit_with_usage():
    with pytest.raises(SystemExit) as exit_info:
        main(["demo", "--players", "5"], out=io.StringIO())
    assert exit_info.value.code == 2


# -- briscola-teach lab: the command parsed and the JupyterLab command built, nothing started --

def test_lab_passes_its_options_on(monkeypatch):
    import briscola_teach.lab as lab_module

    calls = []
    monkeypatch.setattr(lab_module, "lab", lambda **options: calls.append(options) or 0)
    assert main(["lab", "--port", "8890", "--lang", "en", "--ip", "0.0.0.0", "--no-browser",
                 "--lessons", "somewhere"]) == 0
    assert calls == [{"port": 8890, "lang": "en", "lessons": "somewhere", "ip": "0.0.0.0",
                      "open_browser": False}]
    main(["lab"])
    assert calls[1] == {"port": 8888, "lang": "it", "lessons": None, "ip": "127.0.0.1",
                        "open_browser": True}


def test_lab_starts_jupyterlab_on_the_lessons_with_the_course_settings(monkeypatch, tmp_path):
    import json
    import sys
    from pathlib import Path

    import briscola_teach.lab as lab_module
    from briscola_teach.progress import Progress

    monkeypatch.setenv("BRISCOLA_DATA", str(tmp_path / "data"))
    Progress().set_language("en")                  # the learner chose English last time
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    seen = {}

    def run(command, env):
        """JupyterLab's place: what it would read, read while it exists."""
        seen["command"], seen["env"] = command, env
        options = dict(arg[2:].split("=", 1) for arg in command if arg.startswith("--"))
        settings = Path(options["LabApp.app_settings_dir"])
        seen["overrides"] = json.loads((settings / "overrides.json").read_text())
        seen["css"] = (settings / "custom" / "custom.css").read_text()
        seen["options"] = options
        return 0

    monkeypatch.setattr(lab_module, "run_until_stopped", run)
    assert main(["lab", "--lessons", str(lessons), "--port", "8890", "--lang", "it",
                 "--no-browser"], out=io.StringIO()) == 0
    command, options = seen["command"], seen["options"]
    assert command[:3] == [sys.executable, "-m", "jupyterlab"]
    assert options["ServerApp.root_dir"] == str(lessons.resolve())
    assert options["ServerApp.port"] == "8890" and options["ServerApp.ip"] == "127.0.0.1"
    assert options["ServerApp.open_browser"] == "False"
    assert options["LabApp.default_url"] == "/lab/tree/00_index.ipynb"   # the course map
    assert not any("token" in arg for arg in command)     # Jupyter's own token is kept
    assert seen["env"]["BRISCOLA_LANG"] == "it"
    assert seen["overrides"]["@jupyterlab/apputils-extension:notification"] == {
        "fetchNews": "false", "checkForUpdates": False}
    # Before a lesson runs, its prose shows in the learner's last language, English.
    assert ".bt-it { display: none" in seen["css"] and ".bt-en" not in seen["css"]
    assert not Path(options["LabApp.app_settings_dir"]).exists()   # gone with the server


def test_lab_refuses_a_bad_port_and_a_missing_lessons_folder(tmp_path):
    from briscola_teach.errors import InvalidOptionError
    from briscola_teach.lab import lab, lab_command

    with pytest.raises(InvalidOptionError, match="port must be a number 1-65535, not 70000"):
        lab_command(tmp_path, 70000, tmp_path)
    with pytest.raises(InvalidOptionError, match="no lessons folder at .*nowhere"):
        lab(lessons=str(tmp_path / "nowhere"))
