#pragma once

#include "models/arch/ModelArch.h"

#include <QList>

namespace rp {

struct ModelPreset {
    QString id; // e.g. "llama-2-7b"
    QString name; // e.g. "Llama-2 7B"
    ModelArch arch;
};

// The presets shipped in resources/data/presets/: each is the model's real
// config.json, read by the same ConfigReader a user's file goes through.
class ModelPresets {
public:
    static const QList<ModelPreset>& all();
    static const ModelPreset* find(const QString& id);
    static QStringList ids();
};

} // namespace rp
