#pragma once

#include "common/InputError.h"
#include "plan/Offer.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace rp::offer_csv {

// Reads a quote sheet: a CSV file whose header row names plan-file offer keys
// (id, provider, card, cards, mode, price_per_card_hour, ...), one offer per
// line, commas or semicolons, double quotes around text with separators.
// Empty cells take the plan-file default. On failure returns nullopt and
// fills `error` with "line L, column C (key)".
std::optional<QList<Offer>> read(const QByteArray& bytes, const QString& file, InputError* error);
// RFC 4180 fields of one line; quotes may wrap separators and doubled quotes (also read quote sheets).
QStringList splitLine(const QString& line, QChar separator);

} // namespace rp::offer_csv
