#!/usr/bin/env python3
"""Writes the locale files of the shell namespaces (common, shell, account, pages) in fr/en/de/it from one
source where every text sits next to its translations (i18n_*.py). Run: python3 apps/web/scripts/build-locales.py"""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from i18n_common_shell import common, shell
from i18n_account import account
from i18n_pages import pages

LANGS = ["fr", "en", "de", "it"]
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "i18n", "locales")

def pick(node, i, path):
    if isinstance(node, tuple):
        assert len(node) == 4, path
        return node[i]
    if isinstance(node, list):
        return [{"id": s["__section__"], "title": s["title"][i], "text": s["text"][i]} for s in node]
    return {k: pick(v, i, f"{path}.{k}") for k, v in node.items()}

for name, tree in {"common": common, "shell": shell, "account": account, "pages": pages}.items():
    for i, lang in enumerate(LANGS):
        with open(os.path.join(OUT, lang, f"{name}.json"), "w", encoding="utf-8") as f:
            json.dump(pick(tree, i, name), f, ensure_ascii=False, indent=2)
            f.write("\n")
print("ok")
