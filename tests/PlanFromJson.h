#pragma once

// A plan from the JSON text of its sections, read through the real file reader (PlanFormat), so
// tests build plans as users write them.
#include "models/plan/PlanFormat.h"

#include <QByteArray>

#include <optional>

namespace rp::test {

inline Plan planFrom(const char* offers, const char* phases, const char* selfBuild = nullptr,
    const char* project = nullptr, const char* quotes = nullptr)
{
    QByteArray text = QByteArrayLiteral(R"({"format": "rentplan-plan", "version": 1, "offers": )") + offers
        + QByteArrayLiteral(R"(, "phases": )") + phases;
    if (selfBuild)
        text += QByteArrayLiteral(R"(, "self_build": )") + selfBuild;
    if (project)
        text += QByteArrayLiteral(R"(, "project": )") + project;
    if (quotes)
        text += QByteArrayLiteral(R"(, "quotes": )") + quotes;
    text += '}';
    InputError error;
    const std::optional<Plan> plan = PlanFormat::fromJson(text, QStringLiteral("test.rentplan"), &error);
    if (!plan)
        qFatal("%s", qPrintable(error.toString()));
    return *plan;
}

} // namespace rp::test
