"""Settings from config.yaml (every key optional; defaults as in the repository's config.yaml)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml


class ConfigError(ValueError):
    """A settings file that cannot be used; the message names the key."""


@dataclass
class Settings:
    ruleset: str = "fisc"
    language: str = "ca"
    lexicon: str = "default"
    round_seconds: int = 180
    bonuses: bool = False
    tie_policy: str = "random"
    draw_mode: str = "auto"
    seed: int | None = None


def load_settings(path: Path | None) -> Settings:
    settings = Settings()
    if path is None:
        return settings
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as error:
        raise ConfigError(f"settings file '{path}': {error}") from error
    if not isinstance(data, dict):
        raise ConfigError(f"settings file '{path}': expected 'key: value' lines")
    choices = {"ruleset": {"fisc", "ajs"}, "tie_policy": {"random", "judge"}, "draw_mode": {"auto", "manual"},
               "language": {"ca", "es"}}
    for key, value in data.items():
        if not hasattr(settings, key):
            continue  # display, audio and voice settings belong to other parts
        if key in choices and value not in choices[key]:
            raise ConfigError(f"settings file '{path}': {key} must be one of {', '.join(sorted(choices[key]))}")
        if key == "round_seconds" and (not isinstance(value, int) or not 10 <= value <= 3600):
            raise ConfigError(f"settings file '{path}': round_seconds must be a whole number 10–3600")
        setattr(settings, key, value)
    return settings
