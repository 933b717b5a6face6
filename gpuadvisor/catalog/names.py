"""Name normalisation for catalog lookups (case- and punctuation-insensitive).

``normalize_name`` lower-cases a name and drops every character that is not a letter or a digit,
except a decimal point between two digits, so ``"Llama 3.1 8B"`` and ``"llama-3.1-8b"`` match while
``"GPT-3 1.3B"`` and ``"GPT-3 13B"`` stay apart.
"""

from __future__ import annotations

import re
import unicodedata

_DECIMAL = re.compile(r"(?<=\d)\.(?=\d)")
_DROP = re.compile(r"[^a-z0-9\x00]+")
_PARENS = re.compile(r"\s*[(\[][^)\]]*[)\]]")

# Vendor words a user may put in front of a device name ("NVIDIA GeForce RTX 4090").
VENDOR_PREFIXES = ("nvidia", "amd", "intel", "google", "apple")

# Suffixes a model id often carries that do not change the architecture.
MODEL_SUFFIXES = ("instruct", "chat", "hf", "base", "it", "pt")


def normalize_name(name: str) -> str:
    """``"GeForce RTX-4090 "`` -> ``"geforcertx4090"``; ``"Qwen2.5 7B"`` -> ``"qwen2.57b"``."""
    text = unicodedata.normalize("NFKC", str(name)).lower()
    text = _DECIMAL.sub("\x00", text)
    text = _DROP.sub("", text)
    return text.replace("\x00", ".")


def strip_parens(name: str) -> str:
    """``"L4 (1/2 GPU fraction)"`` -> ``"L4"``."""
    return _PARENS.sub("", name).strip()


def accelerator_candidates(name: str) -> list[str]:
    """Normalised keys to try, most specific first."""
    out: list[str] = []

    def add(key: str) -> None:
        if key and key not in out:
            out.append(key)

    for text in (name, strip_parens(name)):
        key = normalize_name(text)
        add(key)
        for prefix in VENDOR_PREFIXES:
            if key.startswith(prefix) and len(key) > len(prefix):
                add(key[len(prefix) :])
    return out


def model_candidates(name: str) -> list[str]:
    """Normalised keys to try for a model name or a Hugging Face repo id."""
    out: list[str] = []

    def add(key: str) -> None:
        if key and key not in out:
            out.append(key)

    text = str(name).strip()
    add(normalize_name(text))
    tail = text.rsplit("/", 1)[-1] if "/" in text else text
    add(normalize_name(tail))
    add(normalize_name(strip_parens(tail)))
    # drop trailing "-Instruct", "-chat", "-hf" ... one at a time
    parts = [p for p in re.split(r"[-_\s]+", tail) if p]
    while len(parts) > 1 and parts[-1].lower() in MODEL_SUFFIXES:
        parts = parts[:-1]
        add(normalize_name(" ".join(parts)))
    return out
