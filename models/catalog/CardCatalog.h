#pragma once

#include "models/catalog/Card.h"
#include "models/common/InputError.h"

#include <QList>

#include <optional>

namespace rp {

// The card catalog shipped in resources/data/cards.json.
class CardCatalog {
public:
    // The built-in catalog, parsed once. A broken resource is a build defect,
    // so this aborts loudly instead of returning an empty list.
    static const CardCatalog& builtIn();
    // Parses a catalog document; on failure returns nullopt and fills `error`.
    static std::optional<CardCatalog> fromJson(const QByteArray& bytes, const QString& file, InputError* error);

    const QList<Card>& cards() const { return m_cards; }
    const Card* find(const QString& id) const;
    // The built-in catalog's name for a card id ("A100 80GB SXM"), or the id itself when unknown.
    static QString nameOf(const QString& id);
    // The same for people, translated: "No GPU (CPU only)" for "none", the id of a CPU machine or
    // CPU-only phase in plan files.
    static QString label(const QString& id);
    QStringList ids() const;

private:
    QList<Card> m_cards;
};

} // namespace rp
