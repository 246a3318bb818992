package io.github.stormmc.validation;

import org.apache.storm.validation.ConfigValidation;
import org.apache.storm.validation.ConfigValidationAnnotations.CustomValidator;
import org.apache.storm.validation.ConfigValidationAnnotations.IsBoolean;
import org.apache.storm.validation.ConfigValidationAnnotations.IsInteger;
import org.apache.storm.validation.ConfigValidationAnnotations.IsMapEntryType;
import org.apache.storm.validation.ConfigValidationAnnotations.IsPositiveNumber;
import org.apache.storm.validation.ConfigValidationAnnotations.IsString;
import org.apache.storm.validation.NotConf;
import org.apache.storm.validation.Validated;

/**
 * A connector's configuration keys, declared the way Apache's connectors (e.g. storm-hdfs's spout Configs) declare
 * theirs. Listed in META-INF/services/org.apache.storm.validation.Validated of the test resources.
 */
public class ExampleConnectorConfigs implements Validated {

    @IsString
    public static final String URI = "example.uri";

    @IsString(acceptedValues = {"text", "seq"})
    public static final String FORMAT = "example.format";

    @IsBoolean
    public static final String CLEAN_ON_START = "example.clean.on.start";

    @IsInteger
    public static final String BATCH_SIZE = "example.batch.size";

    @IsPositiveNumber(includeZero = true)
    public static final String TIMEOUT_SECS = "example.timeout.secs";

    @IsMapEntryType(keyType = String.class, valueType = String.class)
    public static final String PROPERTIES = "example.properties";

    @CustomValidator(validatorClass = LockDirValidator.class)
    public static final String LOCK_DIR = "example.lock.dir";

    /** A default value, not a key: never validated even when a conf happens to use it as a key. */
    @NotConf
    public static final String DEFAULT_LOCK_DIR = ".lock";

    /** A relative directory name: a non-empty String without a leading '/'. */
    public static class LockDirValidator extends ConfigValidation.Validator {
        @Override
        public void validateField(String name, Object o) {
            if (o == null) {
                return;
            }
            if (!(o instanceof String) || ((String) o).isEmpty() || ((String) o).startsWith("/")) {
                throw new IllegalArgumentException(name + " must be a relative directory name, not " + o);
            }
        }
    }
}
