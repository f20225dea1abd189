#include "models/arch/ModelPresets.h"

#include "models/arch/ConfigReader.h"
#include "models/common/JsonInput.h"

#include <QFile>

namespace rp {

namespace ji = json_input;

namespace {

QByteArray readResource(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing resource %s", qPrintable(path));
    return file.readAll();
}

QList<ModelPreset> loadPresets()
{
    const QString dir = QStringLiteral(":/data/presets/");
    InputError error;
    const auto index = ji::parse(readResource(dir + u"index.json"), dir + u"index.json", &error);
    if (!index)
        qFatal("preset index invalid: %s", qPrintable(error.toString()));
    QList<ModelPreset> presets;
    for (const ji::Json& entry : index->at("presets")) {
        ModelPreset preset;
        preset.id = ji::toString(entry.at("id"), QStringLiteral("id"));
        preset.name = ji::toString(entry.at("name"), QStringLiteral("name"));
        const QString file = dir + ji::toString(entry.at("file"), QStringLiteral("file"));
        auto arch = ConfigReader::fromJson(readResource(file), file, &error);
        if (!arch)
            qFatal("preset %s invalid: %s", qPrintable(preset.id), qPrintable(error.toString()));
        preset.arch = *arch;
        preset.arch.name = preset.name;
        presets.append(std::move(preset));
    }
    return presets;
}

} // namespace

const QList<ModelPreset>& ModelPresets::all()
{
    static const QList<ModelPreset> presets = loadPresets();
    return presets;
}

const ModelPreset* ModelPresets::find(const QString& id)
{
    for (const ModelPreset& preset : all()) {
        if (preset.id == id)
            return &preset;
    }
    return nullptr;
}

QStringList ModelPresets::ids()
{
    QStringList result;
    for (const ModelPreset& preset : all())
        result.append(preset.id);
    return result;
}

} // namespace rp
