#pragma once

#include "models/arch/ModelArch.h"

namespace rp::cli {

class ArgParser;

// Adds --preset, --config, --params, --layers, --hidden to a parser.
void addModelOptions(ArgParser& parser);
// The model those options name; exactly one of --preset/--config/--params. Throws UsageError/InputException.
ModelArch modelFromOptions(const ArgParser& parser);
// A preset id or a config.json path, as `rentplan model` takes it.
ModelArch modelFromPresetOrFile(const QString& presetOrFile);

} // namespace rp::cli
