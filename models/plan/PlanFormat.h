#pragma once

#include "models/common/InputError.h"
#include "models/plan/Plan.h"

#include <QByteArray>
#include <QCoreApplication>

#include <optional>

namespace rp {

// The .rentplan file: JSON with "format": "rentplan-plan" and "version": 1
// (docs/plan-format.md). Each section has its own reader (offer_json,
// self_build_json); a new section is one more reader called from here.
class PlanFormat {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)

public:
    static constexpr int kVersion = 1;
    static constexpr const char* kFormat = "rentplan-plan";
    static constexpr const char* kSuffix = "rentplan";

    // On failure returns nullopt and fills `error` (file, JSON path or line/column, message).
    static std::optional<Plan> fromJson(const QByteArray& bytes, const QString& file, InputError* error);
    static std::optional<Plan> load(const QString& path, InputError* error);
    // Throws InputException; for callers that already hold the parsed document.
    static Plan read(const nlohmann::json& document);

    static QByteArray toJson(const Plan& plan);
    // Writes through QSaveFile: the old file stays whole if anything fails.
    static bool save(const Plan& plan, const QString& path, QString* errorString);

private:
    static void readPlannerSections(const nlohmann::json& document, Plan& plan);
    static void writePlannerSections(const Plan& plan, nlohmann::json& out);
};

} // namespace rp
