#pragma once

#include "models/arch/ModelArch.h"
#include "models/common/InputError.h"

#include <QByteArray>

#include <optional>

namespace rp {

// Reads a Hugging Face config.json into a ModelArch. The keys that define the
// shape (hidden size, layers, heads, vocabulary, intermediate size) must be
// present; the others take the default of that family's configuration class in
// transformers (docs/memory-model.md). Errors name the file and the key, or the line
// and column for text that is not JSON.
class ConfigReader {
public:
    static std::optional<ModelArch> fromFile(const QString& path, InputError* error);
    static std::optional<ModelArch> fromJson(const QByteArray& bytes, const QString& file, InputError* error);
};

} // namespace rp
