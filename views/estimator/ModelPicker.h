#pragma once

#include "models/arch/ModelArch.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace rp {

// Chooses the model: a shipped preset, a config.json (opened or dropped), or a
// bare parameter count. A bad file is reported under the picker and the
// previous model stays, so a typo never blanks the estimate.
class ModelPicker : public QWidget {
    Q_OBJECT

public:
    enum class Source { Preset, Config, Params };

    explicit ModelPicker(QWidget* parent = nullptr);

    const ModelArch& model() const { return m_model; }
    Source source() const;
    // Why there is no model to estimate, in the current language, or empty: config mode with no
    // file chosen, or a parameter count that is not one (then the model shown is not the one typed).
    QString problem() const;
    // Shows a shipped preset, or a bare parameter count with its shape guessed (a phase's workload,
    // as the planner estimates it); one modelChanged.
    void showPreset(const QString& id);
    void showParams(std::int64_t params);
    QString presetId() const; // the preset chosen (meaningful in preset mode)
    // Restores "preset:ID", "config:PATH" or "params:TEXT" (as saved by state()).
    void restoreState(const QString& state);
    QString state() const;
    // Loads a config.json; false (and the error shown) when it is not usable.
    bool loadConfig(const QString& path);

Q_SIGNALS:
    void modelChanged();

protected:
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void retranslateUi();
    void applyPreset();
    void applyParams();
    void browseConfig();
    void setModel(const ModelArch& model);
    void showError(const QString& error);
    // What is wrong with the parameter-count page's fields, or empty (applyParams' checks).
    QString paramsProblem() const;

    QComboBox* m_source = nullptr;
    QStackedWidget* m_pages = nullptr;
    QComboBox* m_preset = nullptr;
    QPushButton* m_browse = nullptr;
    QLabel* m_configName = nullptr;
    QLineEdit* m_params = nullptr;
    QSpinBox* m_layers = nullptr;
    QSpinBox* m_hidden = nullptr;
    QSpinBox* m_kvHeads = nullptr;
    QLabel* m_kvHeadsLabel = nullptr;
    QLabel* m_layersLabel = nullptr;
    QLabel* m_hiddenLabel = nullptr;
    QLabel* m_error = nullptr;
    QString m_configPath;
    QString m_refusedPath; // a config.json refused last, so its message can be remade in a new language
    ModelArch m_model;
};

} // namespace rp
